import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestSession } from '../../src/test/test-app.js';

const PHOTO =
  'Photosynthesis is the process by which green plants use light energy to turn carbon dioxide and water into glucose and oxygen. It takes place in the chloroplasts, which contain the green pigment chlorophyll that absorbs red and blue light.';
const HEART =
  'The heart is a muscular organ that pumps blood around the body. The right side pumps blood to the lungs to collect oxygen, and the left side pumps oxygen-rich blood through the aorta to the rest of the body.';

/** A small quiz with each kind of grading: options (shuffled), true/false and tolerant short answers. */
export const SAMPLE_QUESTION_SETS = [
  {
    question_type: 'multiple_choice',
    questions: [
      {
        question: 'Which gas do plants take in for photosynthesis?',
        answer: 'Carbon dioxide',
        options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
        questionType: 'multiple_choice',
        skill: 'Photosynthesis',
        source: PHOTO,
        explanation: 'Plants fix carbon dioxide into sugars.',
      },
      {
        question: 'Which organ pumps blood?',
        answer: 'Heart',
        options: ['Liver', 'Heart', 'Lung', 'Kidney'],
        questionType: 'multiple_choice',
        skill: 'Circulation',
        source: HEART,
      },
    ],
  },
  {
    question_type: 'true_false',
    questions: [
      {
        question: 'Chlorophyll is green.',
        answer: 'True',
        options: ['True', 'False'],
        questionType: 'true_false',
        skill: 'Photosynthesis',
        source: PHOTO,
      },
    ],
  },
  {
    question_type: 'short_answer',
    questions: [
      {
        question: 'Name the process plants use to make food from light.',
        answer: 'Photosynthesis',
        options: [],
        questionType: 'short_answer',
        skill: 'Photosynthesis',
        source: PHOTO,
      },
    ],
  },
];

export async function createQuiz(
  app: FastifyInstance,
  session: TestSession,
  title = 'Biology check',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-quiz/',
    headers: session.headers,
    payload: { title, question_sets: SAMPLE_QUESTION_SETS },
  });
  if (response.statusCode !== 201) throw new Error(`quiz: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

export async function createClass(
  app: FastifyInstance,
  session: TestSession,
  name = 'Year 9 Biology',
): Promise<{ id: number; join_code: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/teaching/classes/',
    headers: session.headers,
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`class: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function addStudents(
  app: FastifyInstance,
  session: TestSession,
  classId: number,
  names: string[],
): Promise<{ id: number; name: string; code: string }[]> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/teaching/classes/${classId}/roster-csv/`,
    headers: session.headers,
    payload: { csv: ['name,email', ...names].join('\n') },
  });
  if (response.statusCode !== 201) throw new Error(`roster: ${response.statusCode} ${response.body}`);
  return (response.json() as { added: { id: number; name: string; code: string }[] }).added;
}

export async function createAssignment(
  app: FastifyInstance,
  session: TestSession,
  payload: Record<string, unknown>,
): Promise<{ id: number; code: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/teaching/assignments/',
    headers: session.headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`assignment: ${response.statusCode} ${response.body}`);
  return response.json();
}

export interface Started {
  id: number;
  token: string;
  questions: { key: number; question: string; question_type: string; options: string[] }[];
  answers: { key: number; response: string | null }[];
}

/** Student calls: anonymous, no cookies. */
export function student(app: FastifyInstance) {
  return {
    info: (code: string) => app.inject({ method: 'GET', url: `/api/q/${code}/` }),
    start: (code: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/q/${code}/attempts/`, payload }),
    resume: (id: number, token: string) =>
      app.inject({ method: 'POST', url: `/api/q/attempts/${id}/resume/`, payload: { token } }),
    save: (id: number, token: string, answers: { key: number; response: string | null }[]) =>
      app.inject({ method: 'PUT', url: `/api/q/attempts/${id}/answers/`, payload: { token, answers } }),
    submit: (id: number, token: string, answers?: { key: number; response: string | null }[]) =>
      app.inject({
        method: 'POST',
        url: `/api/q/attempts/${id}/submit/`,
        payload: answers ? { token, answers } : { token },
      }),
  };
}

/** The right answer (by question text) for the sample quiz, for answering correctly. */
export function rightAnswer(question: string): string {
  for (const set of SAMPLE_QUESTION_SETS)
    for (const q of set.questions) if (q.question === question) return q.answer;
  throw new Error(`unknown question ${question}`);
}

export function json<T>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
