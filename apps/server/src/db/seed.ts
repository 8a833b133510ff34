import type { Db } from './client.js';
import { categories } from './schema/index.js';
import { seedSubjectCatalogue } from '../features/subjects/catalogue-seed.js';

/** Built-in, read-only quiz categories every user sees. */
export const BUILT_IN_CATEGORIES = ['General', 'Science', 'Mathematics', 'History', 'Languages', 'Computing'];

/**
 * Idempotent seed run on every start (any number of processes may run it at once): built-in
 * categories now; features add their own seed steps here (e.g. the subject catalogue).
 */
export async function seedOnStart(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(BUILT_IN_CATEGORIES.map((name) => ({ name, userId: null })))
    .onConflictDoNothing();
  await seedSubjectCatalogue(db);
}
