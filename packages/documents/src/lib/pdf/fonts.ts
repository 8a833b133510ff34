import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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

/**
 * Faces for what DejaVu lacks, tried in this order for each character: Chinese and Japanese (Noto Sans
 * SC also holds kana), Korean, then monochrome emoji. They come from npm packages (Google Fonts builds,
 * OFL; each package's LICENSE_FONT ships beside the TTF) and are only embedded — as a subset — in a
 * PDF that uses one of their characters.
 */
const FALLBACK_FILES = {
  'Fallback-SC': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'Fallback-KR': '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  'Fallback-Emoji': '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
} as const;

export type FallbackName = keyof typeof FALLBACK_FILES;
export type AnyFontName = FontName | FallbackName;

export const FALLBACKS = Object.keys(FALLBACK_FILES) as FallbackName[];

const require = createRequire(import.meta.url);

interface LoadedFont {
  buffer: Buffer;
  /** fontkit's view of the same file, to ask which characters it has a glyph for. */
  face: fontkit.Font;
}

let cache: Record<AnyFontName, LoadedFont> | null = null;

function load(file: string): LoadedFont {
  const buffer = readFileSync(file);
  const face = fontkit.create(buffer);
  if (!('hasGlyphForCodePoint' in face)) throw new Error(`${file} is a font collection, not one face`);
  return { buffer, face };
}

function loaded(): Record<AnyFontName, LoadedFont> {
  cache ??= Object.fromEntries([
    ...Object.entries(FILES).map(([name, file]) => [name, load(fileURLToPath(new URL(file, FONT_DIR)))]),
    ...Object.entries(FALLBACK_FILES).map(([name, module]) => [name, load(require.resolve(module))]),
  ]) as Record<AnyFontName, LoadedFont>;
  return cache;
}

/** Every font file, read once per process: the DejaVu faces and the fallbacks. */
export function fontBuffers(): Record<AnyFontName, Buffer> {
  return Object.fromEntries(Object.entries(loaded()).map(([name, font]) => [name, font.buffer])) as Record<
    AnyFontName,
    Buffer
  >;
}

const coverage = new Map<AnyFontName, Map<number, boolean>>();

/** Whether the font draws this character (rather than an empty box); remembered per process. */
export function hasGlyph(font: AnyFontName, codePoint: number): boolean {
  let known = coverage.get(font);
  if (!known) coverage.set(font, (known = new Map()));
  let has = known.get(codePoint);
  if (has === undefined) known.set(codePoint, (has = loaded()[font].face.hasGlyphForCodePoint(codePoint)));
  return has;
}

/** Where the baseline sits in a line of this font, as a share of its line height (ascent ÷ (ascent − descent)). */
export function baselineShare(font: AnyFontName): number {
  const { face } = loaded()[font];
  return face.ascent / (face.ascent - face.descent);
}

/** fontkit's view of a font, to lay out or trace glyphs outside pdfkit (e.g. numbers drawn into an image). */
export function fontFace(font: AnyFontName): fontkit.Font {
  return loaded()[font].face;
}
