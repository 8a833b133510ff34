import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subjects, topics } from '../../db/schema/index.js';
import { readCatalogue, type CatalogueSubject } from './catalogue-files.js';

/**
 * Loads the shipped catalogue into `subjects` and `topics`. Idempotent and safe when several
 * processes run it at once: rows are upserted on their natural keys (subject slug; topic subject +
 * name) so ids never change, unchanged rows are not rewritten, and rows are written in one fixed
 * order. Topics dropped from the catalogue are kept, since study notes may still reference them.
 */
export async function seedSubjectCatalogue(
  db: Db,
  catalogue: CatalogueSubject[] = readCatalogue(),
): Promise<void> {
  if (catalogue.length === 0) return;
  const rows = await db
    .insert(subjects)
    .values(
      catalogue.map((s) => ({
        slug: s.slug,
        name: s.name,
        system: s.system,
        gradeLevel: s.grade_level,
        detail: s.detail,
      })),
    )
    .onConflictDoUpdate({
      target: subjects.slug,
      set: {
        name: sql`excluded.name`,
        system: sql`excluded.system`,
        gradeLevel: sql`excluded.grade_level`,
        detail: sql`excluded.detail`,
      },
      setWhere: sql`(${subjects.name}, ${subjects.system}, ${subjects.gradeLevel}, ${subjects.detail}) IS DISTINCT FROM (excluded.name, excluded.system, excluded.grade_level, excluded.detail)`,
    })
    .returning({ id: subjects.id, slug: subjects.slug });
  // RETURNING leaves out rows the WHERE skipped, so look every id up by slug.
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  if (idBySlug.size < catalogue.length) {
    const all = await db.select({ id: subjects.id, slug: subjects.slug }).from(subjects);
    for (const row of all) idBySlug.set(row.slug, row.id);
  }
  const topicRows = catalogue.flatMap((s) => {
    const subjectId = idBySlug.get(s.slug);
    if (subjectId === undefined) throw new Error(`catalogue subject ${s.slug} was not stored`);
    return s.topics.map((t, position) => ({ subjectId, name: t.name, content: t.content, position }));
  });
  // Chunked so one statement stays well under PostgreSQL's bind-parameter limit.
  for (let start = 0; start < topicRows.length; start += 1000) {
    await db
      .insert(topics)
      .values(topicRows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [topics.subjectId, topics.name],
        set: { content: sql`excluded.content`, position: sql`excluded.position` },
        setWhere: sql`(${topics.content}, ${topics.position}) IS DISTINCT FROM (excluded.content, excluded.position)`,
      });
  }
}
