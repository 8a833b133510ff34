import { readFileSync } from 'node:fs';

// Shipped with the package (assets/fonts, DejaVu licence alongside) so PDFs never depend on system fonts.
// The path is the same depth from src/lib/pdf and dist/lib/pdf.
const FONT_DIR = new URL('../../../assets/fonts/', import.meta.url);

const FILES = {
  Sans: 'DejaVuSans.ttf',
  'Sans-Bold': 'DejaVuSans-Bold.ttf',
  'Sans-Oblique': 'DejaVuSans-Oblique.ttf',
  'Sans-BoldOblique': 'DejaVuSans-BoldOblique.ttf',
  Mono: 'DejaVuSansMono.ttf',
} as const;

export type FontName = keyof typeof FILES;

let cache: Record<FontName, Buffer> | null = null;

/** The font files, read once per process. */
export function fontBuffers(): Record<FontName, Buffer> {
  cache ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, readFileSync(new URL(file, FONT_DIR))]),
  ) as Record<FontName, Buffer>;
  return cache;
}
