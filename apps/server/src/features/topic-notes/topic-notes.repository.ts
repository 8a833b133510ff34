import type { AiGeneratedTopic } from '@quizwise/contract';
import { and, eq, gt, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subjects, topicNoteDrafts, topics } from '../../db/schema/index.js';
import { likePattern } from '../subjects/like-pattern.js';

export interface CatalogueTopic {
  id: number;
  name: string;
  content: string;
  subjectName: string;
  system: string;
  gradeLevel: string;
}

/** Catalogue topics read for one request: enough to cover a topic taught in several systems. */
const LIMIT = 6;

/**
 * Catalogue topics about `topic`, best first: those with the phrase in their own or their subject's
 * name; only when there are none, those that mention it; failing all that, any of its longer words in
 * a topic name.
 */
export async function findCatalogueTopics(db: Db, topic: string): Promise<CatalogueTopic[]> {
  const phrase = likePattern(topic.trim());
  const select = (where: SQL | undefined, rank: SQL) =>
    db
      .select({
        id: topics.id,
        name: topics.name,
        content: topics.content,
        subjectName: subjects.name,
        system: subjects.system,
        gradeLevel: subjects.gradeLevel,
      })
      .from(topics)
      .innerJoin(subjects, eq(subjects.id, topics.subjectId))
      .where(and(isNotNull(topics.content), where))
      .orderBy(rank, topics.id)
      .limit(LIMIT);
  let rows = await select(
    or(ilike(topics.name, phrase), ilike(subjects.name, phrase), ilike(topics.content, phrase)),
    sql`case when ${topics.name} ilike ${topic.trim()} then 0 when ${topics.name} ilike ${phrase} then 1 when ${subjects.name} ilike ${phrase} then 2 else 3 end`,
  );
  // Topics named after the phrase are what was asked for; topics that only mention it drift off-topic.
  const wanted = topic.trim().toLowerCase();
  const named = rows.filter(
    (row) => row.name.toLowerCase().includes(wanted) || row.subjectName.toLowerCase().includes(wanted),
  );
  if (named.length > 0) rows = named;
  if (rows.length === 0) {
    const words = (topic.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).slice(0, 8);
    if (words.length > 0)
      rows = await select(or(...words.map((w) => ilike(topics.name, likePattern(w)))), sql`${topics.name}`);
  }
  return rows.map((row) => ({ ...row, content: row.content ?? '' }));
}

const DRAFT_LIFETIME_SQL = sql`now() - interval '1 day'`;

/** The user's note on this topic if drafted within the last day. */
export async function findRecentDraft(
  db: Db,
  userId: number,
  topicKey: string,
): Promise<AiGeneratedTopic | undefined> {
  const rows = await db
    .select({ note: topicNoteDrafts.note })
    .from(topicNoteDrafts)
    .where(
      and(
        eq(topicNoteDrafts.userId, userId),
        eq(topicNoteDrafts.topicKey, topicKey),
        gt(topicNoteDrafts.createdAt, DRAFT_LIFETIME_SQL),
      ),
    )
    .limit(1);
  return rows[0]?.note;
}

export async function storeDraft(
  db: Db,
  userId: number,
  topicKey: string,
  note: AiGeneratedTopic,
): Promise<void> {
  await db
    .insert(topicNoteDrafts)
    .values({ userId, topicKey, note })
    .onConflictDoUpdate({
      target: [topicNoteDrafts.userId, topicNoteDrafts.topicKey],
      set: { note, createdAt: sql`now()` },
    });
}
