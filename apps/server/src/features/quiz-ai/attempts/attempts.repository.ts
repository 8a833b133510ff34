import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { quizAttemptSkills, quizAttempts, quizzes } from '../../../db/schema/index.js';

export type AttemptRow = typeof quizAttempts.$inferSelect & { quizTitle: string | null };

/** Stores an attempt and its per-skill rows in one transaction. */
export async function insertAttempt(
  db: Db,
  values: typeof quizAttempts.$inferInsert,
  skills: { skill: string; correct: number; total: number }[],
): Promise<typeof quizAttempts.$inferSelect> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(quizAttempts).values(values).returning();
    const attempt = rows[0];
    if (!attempt) throw new Error('attempt insert returned nothing');
    if (skills.length > 0) {
      await tx.insert(quizAttemptSkills).values(
        skills.map((skill) => ({
          attemptId: attempt.id,
          userId: values.userId,
          skill: skill.skill.slice(0, 200),
          correct: skill.correct,
          total: skill.total,
          createdAt: attempt.createdAt,
        })),
      );
    }
    return attempt;
  });
}

const attemptColumns = {
  id: quizAttempts.id,
  userId: quizAttempts.userId,
  quizId: quizAttempts.quizId,
  questionSets: quizAttempts.questionSets,
  responses: quizAttempts.responses,
  result: quizAttempts.result,
  score: quizAttempts.score,
  maxScore: quizAttempts.maxScore,
  createdAt: quizAttempts.createdAt,
  quizTitle: quizzes.title,
};

export async function findAttempt(db: Db, userId: number, id: number): Promise<AttemptRow | undefined> {
  const rows = await db
    .select(attemptColumns)
    .from(quizAttempts)
    .leftJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function countAttempts(db: Db, userId: number, quizId?: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), quizId ? eq(quizAttempts.quizId, quizId) : undefined));
  return Number(rows[0]?.n ?? 0);
}

export async function listAttempts(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
  quizId?: number,
): Promise<AttemptRow[]> {
  return db
    .select(attemptColumns)
    .from(quizAttempts)
    .leftJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.userId, userId), quizId ? eq(quizAttempts.quizId, quizId) : undefined))
    .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id))
    .limit(limit)
    .offset(offset);
}

export async function skillHistory(db: Db, userId: number) {
  return db
    .select({
      attemptId: quizAttemptSkills.attemptId,
      skill: quizAttemptSkills.skill,
      correct: quizAttemptSkills.correct,
      total: quizAttemptSkills.total,
      createdAt: quizAttemptSkills.createdAt,
    })
    .from(quizAttemptSkills)
    .where(eq(quizAttemptSkills.userId, userId))
    .orderBy(quizAttemptSkills.createdAt, quizAttemptSkills.attemptId)
    .limit(5000);
}

export async function findOwnQuiz(db: Db, userId: number, quizId: number) {
  const rows = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      questionSets: quizzes.questionSets,
      collectionId: quizzes.collectionId,
      material: quizzes.material,
    })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.userId, userId)))
    .limit(1);
  return rows[0];
}
