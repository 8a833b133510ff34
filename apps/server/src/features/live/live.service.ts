import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { TRUE_FALSE_QUESTION_OPTIONS, type LiveGame, type LiveGameBody } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { findSessionUser } from '../auth/sessions.repository.js';
import { createAssignment } from '../teaching/assignments/assignments.service.js';
import { findAssignment } from '../teaching/assignments/assignments.repository.js';
import { findStudentByCode } from '../teaching/classes/classes.repository.js';
import { flattenQuestions } from '../teaching/lib/questions.js';
import { newAttemptToken } from '../teaching/lib/codes.js';
import { finaliseAttempt } from '../teaching/submissions/submissions.service.js';
import {
  findAttemptWithAssignment,
  insertAttempt,
  upsertAnswers,
  type AssignmentRow,
} from '../teaching/submissions/submissions.repository.js';
import type { GameInfo, GameSnapshot, GameStore, StoredAnswer } from './game.js';
import {
  answersToQuestion,
  deleteAttempts,
  findLiveGame,
  findOwnLiveGame,
  insertLiveGame,
  markFinished,
  saveLiveGameState,
  type LiveGameRow,
} from './live.repository.js';

/** Six digits, never starting with 0 (read aloud, typed on a phone's number pad). */
function newPin(): string {
  return String(randomInt(100_000, 1_000_000));
}

export function presentLiveGame(
  row: LiveGameRow,
  title: string,
  classId: number | null,
  total: number,
): LiveGame {
  return {
    id: row.id,
    pin: row.pin,
    join_path: `/join/?pin=${row.pin}`,
    title,
    assignment_id: row.assignmentId,
    class_id: classId,
    timer_seconds: row.timerSeconds,
    no_scores: row.noScores,
    total_questions: total,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts a live game: the quiz is hosted (a copy of its questions, for the class or open) exactly as
 * homework is, so each player's attempt lands in the same results, insights and exports; the game
 * gets a six-digit PIN unique among running games.
 */
export async function createLiveGame(
  db: Db,
  userId: number,
  body: LiveGameBody,
  owner: { processId: string; leaseSeconds: number },
): Promise<{ game: LiveGame; info: GameInfo }> {
  const assignment = await createAssignment(db, userId, {
    quiz_id: body.quiz_id,
    class_id: body.class_id ?? null,
    title: body.title,
    attempts_allowed: 1,
    shuffle_questions: false,
    shuffle_options: false,
    show_answers: 'after_submit',
  });
  const row = await findAssignment(db, assignment.id);
  if (!row) throw errors.notFound();
  for (let i = 0; i < 20; i += 1) {
    const game = await insertLiveGame(
      db,
      {
        userId,
        assignmentId: assignment.id,
        pin: newPin(),
        timerSeconds: body.timer_seconds,
        noScores: body.no_scores,
        owner: owner.processId,
      },
      owner.leaseSeconds,
    );
    if (game) {
      const info = gameInfo(game, row);
      return { game: presentLiveGame(game, row.title, row.classId, info.questions.length), info };
    }
  }
  throw new Error('could not find a free game PIN');
}

function gameInfo(
  game: LiveGameRow,
  assignment: Pick<AssignmentRow, 'id' | 'title' | 'classId' | 'questionSets'>,
): GameInfo {
  return {
    id: game.id,
    userId: game.userId,
    title: assignment.title,
    assignmentId: assignment.id,
    classId: assignment.classId,
    timerSeconds: game.timerSeconds,
    noScores: game.noScores,
    questions: flattenQuestions(assignment.questionSets),
  };
}

/**
 * What a process needs to carry on a game it has just claimed (its owner died): the game, its last
 * snapshot (null if it never had a player) and the answers to the open question written since.
 */
export async function loadGameToCarryOn(
  db: Db,
  game: LiveGameRow,
): Promise<{ info: GameInfo; snapshot: GameSnapshot | null; answers: StoredAnswer[] } | null> {
  const assignment = await findAssignment(db, game.assignmentId);
  if (!assignment) return null;
  const info = gameInfo(game, assignment);
  const snapshot = (game.state as GameSnapshot | null) ?? null;
  const question = snapshot?.phase === 'question' ? info.questions[snapshot.index] : undefined;
  const rows = question
    ? await answersToQuestion(db, snapshot?.players.map((p) => p.attemptId) ?? [], question.key)
    : [];
  const answers = rows.flatMap((r) =>
    r.response ? [{ attemptId: r.attemptId, response: r.response, at: r.updatedAt.getTime() }] : [],
  );
  return { info, snapshot, answers };
}

export async function getLiveGame(db: Db, userId: number, id: number): Promise<LiveGame> {
  const game = await findOwnLiveGame(db, userId, id);
  const assignment = game ? await findAssignment(db, game.assignmentId) : undefined;
  if (!game || !assignment) throw errors.notFound();
  return presentLiveGame(
    game,
    assignment.title,
    assignment.classId,
    flattenQuestions(assignment.questionSets).length,
  );
}

/** The join address as a QR code (SVG), for the caller's own game. */
export async function liveGameQr(db: Db, userId: number, id: number, url: string): Promise<{ svg: string }> {
  const game = await findOwnLiveGame(db, userId, id);
  if (!game) throw errors.notFound();
  if (!/^https?:\/\//.test(url)) throw errors.field('url', 'Enter a valid URL.');
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { svg };
}

/** The game's attempts, answers and grading, through the hosted-quiz tables. */
export function liveGameStore(db: Db, info: GameInfo, owner: string): GameStore {
  return {
    async findStudent(code) {
      if (info.classId === null) return null;
      const student = await findStudentByCode(db, info.classId, code);
      return student ? { id: student.id, name: student.name } : null;
    },
    async addPlayer({ name, studentId }) {
      const attempt = await insertAttempt(db, {
        assignmentId: info.assignmentId,
        studentId,
        studentName: name,
        // Live players never use the homework token: their own game token is checked by the game.
        tokenHash: newAttemptToken().hash,
        layout: info.questions.map((q) => ({
          key: q.key,
          options:
            q.question.questionType === 'true_false' && q.question.options.length === 0
              ? [...TRUE_FALSE_QUESTION_OPTIONS]
              : q.question.options,
        })),
      });
      // One open attempt per roster student and assignment (a unique index): a live game has an
      // assignment of its own, so this only happens if the student already joined it another way.
      if (!attempt) throw errors.conflict(`${name} is already answering this quiz.`);
      return attempt.id;
    },
    async saveAnswer(attemptId, key, response) {
      await upsertAnswers(db, attemptId, [{ key, response }]);
    },
    async removePlayer(attemptId) {
      await deleteAttempts(db, [attemptId]);
    },
    async saveState(state) {
      await saveLiveGameState(db, info.id, owner, state);
    },
    async finish(attemptIds) {
      const now = new Date();
      for (const id of attemptIds) {
        const found = await findAttemptWithAssignment(db, id);
        if (found) await finaliseAttempt(db, found.attempt, found.assignment, now);
      }
      const game = await findLiveGame(db, info.id);
      if (game) await markFinished(db, game, now);
    },
  };
}

/** The signed-in user behind a session cookie (a teacher's screen), or null. */
export async function sessionUserId(db: Db, token: string): Promise<number | null> {
  const user = await findSessionUser(db, token);
  return user?.id ?? null;
}
