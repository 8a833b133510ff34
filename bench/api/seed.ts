import { loremContent, loremName, seededRandom } from './lorem.js';

/** Anything that runs parameterised SQL: a node-postgres client or a PGlite instance. */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

const BASE_TIME = Date.parse('2024-01-01T00:00:00Z');
const BATCH = 500;

/**
 * Inserts `count` raw texts for a user, like the DRF peer's seed: created_at = updated_at =
 * 2024-01-01 + (global index) seconds, so newest-first order is unambiguous.
 */
export async function seedRawTexts(
  sql: SqlRunner,
  userId: number,
  count: number,
  seed: number,
  firstIndex: number,
): Promise<void> {
  const random = seededRandom(seed);
  for (let start = 1; start <= count; start += BATCH) {
    const values: string[] = [];
    const params: unknown[] = [];
    for (let i = start; i < Math.min(start + BATCH, count + 1); i += 1) {
      const at = new Date(BASE_TIME + (firstIndex + i - 1) * 1000).toISOString();
      const p = params.length;
      values.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 4})`);
      params.push(userId, loremName(random, i), loremContent(random), at);
    }
    await sql.query(
      `INSERT INTO raw_texts (user_id, name, content, created_at, updated_at) VALUES ${values.join(', ')}`,
      params,
    );
  }
}
