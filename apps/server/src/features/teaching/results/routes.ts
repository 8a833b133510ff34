import type { FastifyInstance } from 'fastify';
import { routes, type QuestionType, type QuizOption } from '@quizwise/contract';
import { errors } from '../../../lib/errors.js';
import { registerRoute } from '../../../lib/route.js';
import { generateWithCredits, resolveMaterial } from '../../quiz-ai/quiz-ai.service.js';
import { findQuiz } from '../../quizzes/quizzes.repository.js';
import { ownAssignmentOr404 } from '../assignments/assignments.service.js';
import { ownClassOr404 } from '../classes/classes.service.js';
import { effective, type StoredMark } from '../lib/grading.js';
import { resultTables, resultsCsv, resultsXlsx } from './export.js';
import { classInsights, followUpMaterial } from './insights.js';
import { classSubmissions } from './results.repository.js';
import { assignmentResults, attemptDetail, attemptsOf, overrideAttemptMark } from './results.service.js';

function fileName(title: string, extension: string): string {
  const base =
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'results';
  return `${base}-results.${extension}`;
}

export async function resultRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.teachingAssignmentResults, async ({ params, user }) =>
    assignmentResults(db(), user.id, params.id),
  );

  registerRoute(app, routes.teachingAssignmentResultsExport, async ({ params, query, user, reply }) => {
    const results = await assignmentResults(db(), user.id, params.id);
    const assignment = await ownAssignmentOr404(db(), user.id, params.id);
    const { rows } = await attemptsOf(db(), assignment);
    const marks = new Map(
      rows.map((row) => [
        row.id,
        new Map(((row.marks ?? []) as StoredMark[]).map((m) => [m.key, effective(m)])),
      ]),
    );
    const tables = resultTables(results, marks);
    const title = results.assignment.title;
    const [body, type] =
      query.file_format === 'csv'
        ? [resultsCsv(tables), 'text/csv; charset=utf-8']
        : [
            await resultsXlsx(title, tables),
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ];
    const name = fileName(title, query.file_format);
    return reply
      .type(type)
      .header(
        'content-disposition',
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(body);
  });

  registerRoute(app, routes.teachingAttemptsRetrieve, async ({ params, user }) =>
    attemptDetail(db(), user.id, params.id),
  );
  registerRoute(app, routes.teachingAttemptMarkOverride, async ({ params, body, user }) =>
    overrideAttemptMark(db(), user.id, params.id, body.key, body.correct),
  );

  registerRoute(app, routes.teachingClassInsights, async ({ params, user }) => {
    const klass = await ownClassOr404(db(), user.id, params.id);
    return classInsights(klass.id, await classSubmissions(db(), user.id, klass.id));
  });

  registerRoute(app, routes.teachingFollowUpQuiz, async ({ params, body, user }) => {
    const klass = await ownClassOr404(db(), user.id, params.id);
    const rows = await classSubmissions(db(), user.id, klass.id);
    const insights = classInsights(klass.id, rows);
    if (insights.attempts === 0)
      throw errors.nonField(
        'This class has no submitted results yet, so there are no weak skills to aim at.',
      );
    const focus =
      insights.weakest_skills.length > 0
        ? insights.weakest_skills
        : insights.skills.slice(0, 3).map((s) => s.skill);
    let text = followUpMaterial(rows, focus);
    // The quizzes' own collections hold the full material; the questions alone can be too thin.
    const quizIds = [
      ...new Set(rows.map((r) => r.assignment.quizId).filter((id): id is number => id !== null)),
    ];
    for (const quizId of quizIds.slice(0, 5)) {
      const quiz = await findQuiz(db(), user.id, quizId);
      if (!quiz?.collectionId) continue;
      const material = await resolveMaterial(db(), user.id, { collection_id: quiz.collectionId }).catch(
        () => null,
      );
      if (material) text = `${material.text}\n\n${text}`;
    }
    const types: QuestionType[] =
      body.question_types ??
      [
        ...new Set(
          rows.flatMap((r) =>
            (r.assignment.questionSets as { question_type: QuestionType }[]).map((s) => s.question_type),
          ),
        ),
      ].filter((t) => t !== 'diagram_labelling');
    const usable: QuestionType[] = types.length > 0 ? types : ['multiple_choice'];
    const perType = Math.max(1, Math.floor(body.questions / usable.length));
    const options: QuizOption[] = usable.map((questionType, i) => ({
      questionType,
      higherOrder: false,
      questionsQuantity: 'specified',
      specifiedNumber: i === 0 ? Math.max(1, body.questions - perType * (usable.length - 1)) : perType,
    }));
    return generateWithCredits(db(), app.deps.quizProvider, user.id, {
      material: { text, diagrams: [], collectionId: null },
      options,
      focusSkills: focus,
      title: `Follow-up: ${klass.name} (${focus.slice(0, 3).join(', ')})`.slice(0, 255),
    });
  });
}
