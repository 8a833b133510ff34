import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAME_MAX_LENGTH } from '@quizwise/contract';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the catalogue JSON lives. The build (`tsc`) does not copy JSON, so from
 * `dist/features/subjects/` the data is read from the sources it ships beside.
 */
export const CATALOGUE_FOLDERS = [
  path.join(here, 'catalogue'),
  path.resolve(here, '../../../src/features/subjects/catalogue'),
];

const CatalogueSubject = z.object({
  slug: z.string().min(1).max(120),
  name: z.string().min(1).max(NAME_MAX_LENGTH),
  system: z.string().min(1).max(120),
  grade_level: z.string().min(1).max(120),
  detail: z.string(),
  topics: z.array(z.object({ name: z.string().min(1).max(NAME_MAX_LENGTH), content: z.string() })),
});
export type CatalogueSubject = z.infer<typeof CatalogueSubject>;

/** The folder holding the catalogue in this layout (sources or build); throws when neither exists. */
export function catalogueFolder(): string {
  const folder = CATALOGUE_FOLDERS.find((candidate) => existsSync(candidate));
  if (!folder) throw new Error(`Subject catalogue not found in ${CATALOGUE_FOLDERS.join(' or ')}`);
  return folder;
}

/**
 * Reads every `*.json` file of the catalogue folder, sorted by slug so every process seeds rows in
 * the same order (concurrent upserts in one order cannot deadlock). A malformed file is a programmer
 * error and throws, stopping the boot.
 */
export function readCatalogue(folder: string = catalogueFolder()): CatalogueSubject[] {
  const subjects = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) =>
      z.array(CatalogueSubject).parse(JSON.parse(readFileSync(path.join(folder, name), 'utf8'))),
    );
  return subjects.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
