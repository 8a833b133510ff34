import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { quizzes } from '../../db/schema/index.js';
import { minutesIn, NEWER_MENTIONS, searchedNames } from '../../test/search-cases.js';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const mcq = (question: string, answer = 'Paris', options = ['Paris', 'Rome', 'Madrid']) => ({
  question,
  answer,
  options,
  questionType: 'multiple_choice',
});

const validSets = () => [
  {
    question_type: 'multiple_choice',
    questions: [mcq('Capital of France?'), mcq('Capital of Italy?', 'Rome')],
  },
  {
    question_type: 'true_false',
    questions: [{ question: 'The sky is blue.', answer: 'true', options: [], questionType: 'true_false' }],
  },
  {
    question_type: 'short_answer',
    questions: [{ question: 'Name a noble gas.', answer: 'Neon', options: [], questionType: 'short_answer' }],
  },
];

describe('quizzes', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;

  const create = (session: TestSession, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/create-quiz/',
      headers: session.headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a quiz, counts its questions and normalises true/false', async () => {
    const response = await create(owner, {
      title: 'Geography',
      question_sets: validSets(),
      quiz_type: 'practice',
    });
    expect(response.statusCode).toBe(201);
    const quiz = response.json();
    expect(Object.keys(quiz).sort()).toEqual(
      [
        'category',
        'category_name',
        'collection',
        'created_at',
        'id',
        'question_sets',
        'quiz_type',
        'title',
        'total_questions',
        'updated_at',
        'user',
      ].sort(),
    );
    expect(quiz).toMatchObject({
      title: 'Geography',
      total_questions: 4,
      user: owner.userId,
      quiz_type: 'practice',
    });
    expect(quiz.question_sets[1].questions[0]).toMatchObject({ answer: 'True', options: ['True', 'False'] });
  });

  it('ignores a client-sent total_questions', async () => {
    const quiz = (
      await create(owner, { title: 'T', question_sets: validSets(), total_questions: 99 })
    ).json();
    expect(quiz.total_questions).toBe(4);
  });

  it('answers 400 per question for broken multiple-choice, true/false and mismatched types', async () => {
    const response = await create(owner, {
      title: 'Broken',
      question_sets: [
        {
          question_type: 'multiple_choice',
          questions: [
            mcq('One option', 'A', ['A']),
            mcq('Answer missing', 'D', ['A', 'B']),
            mcq('Duplicates', 'A', ['A', 'a']),
            { question: 'Wrong type', answer: 'x', options: [], questionType: 'short_answer' },
          ],
        },
        {
          question_type: 'true_false',
          questions: [
            { question: 'Maybe?', answer: 'Maybe', options: ['Yes', 'No'], questionType: 'true_false' },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body['question_sets.0.questions.0.options']).toEqual([
      'A multiple-choice question needs at least 2 options.',
    ]);
    expect(body['question_sets.0.questions.1.answer']).toEqual(['The answer must be one of the options.']);
    expect(body['question_sets.0.questions.2.options']).toEqual(['Options must be distinct.']);
    expect(body['question_sets.0.questions.3.questionType']).toEqual([
      'Must equal the set\'s question_type "multiple_choice".',
    ]);
    expect(body['question_sets.1.questions.0.options']).toBeDefined();
    expect(body['question_sets.1.questions.0.answer']).toEqual(['The answer must be "True" or "False".']);
  });

  it('accepts open types without options and needs a label for diagram labelling', async () => {
    const open = await create(owner, {
      title: 'Open',
      question_sets: ['fill_in_the_blank', 'scenario_based', 'diagram_labelling'].map((type) => ({
        question_type: type,
        questions: [{ question: `A ${type} question`, answer: 'Nucleus', questionType: type }],
      })),
    });
    expect(open.statusCode).toBe(201);
    expect(open.json().total_questions).toBe(3);
    const noLabel = await create(owner, {
      title: 'No label',
      question_sets: [
        {
          question_type: 'diagram_labelling',
          questions: [{ question: 'Label box 1', answer: ' ', questionType: 'diagram_labelling' }],
        },
      ],
    });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json()).toEqual({
      'question_sets.0.questions.0.answer': ['This field may not be blank.'],
    });
  });

  it('answers 400 for missing fields, an unknown question type and a quiz with no questions', async () => {
    const missing = await create(owner, {});
    expect(missing.json()).toEqual({
      title: ['This field is required.'],
      question_sets: ['This field is required.'],
    });
    const unknown = await create(owner, {
      title: 'x',
      question_sets: [{ question_type: 'essay', questions: [] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()['question_sets.0.question_type']).toEqual(['"essay" is not a valid choice.']);
    const empty = await create(owner, { title: 'x', question_sets: [] });
    expect(empty.json()).toEqual({ question_sets: ['A quiz needs at least one question.'] });
  });

  it('isolates quizzes: another user gets 404 and never sees them in lists or search', async () => {
    const quiz = (await create(owner, { title: 'Private zoology', question_sets: validSets() })).json();
    for (const [method, url, payload] of [
      ['GET', `/api/user-quizzes/${quiz.id}/`, undefined],
      ['PATCH', `/api/user-quizzes/${quiz.id}/update/`, { title: 'x' }],
      ['PUT', `/api/user-quizzes/${quiz.id}/update/`, { title: 'x', question_sets: validSets() }],
      ['DELETE', `/api/user-quizzes/${quiz.id}/delete/`, undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: stranger.headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await app.inject({ method: 'GET', url: '/api/user-quizzes/', headers: stranger.headers });
    expect(list.json().results.map((row: { id: number }) => row.id)).not.toContain(quiz.id);
    const search = await app.inject({
      method: 'GET',
      url: '/api/user-quizzes/search/?query=zoology',
      headers: stranger.headers,
    });
    expect(search.json()).toEqual([]);
    const own = await app.inject({
      method: 'GET',
      url: '/api/user-quizzes/search/?query=ZOOL',
      headers: owner.headers,
    });
    expect(own.json().map((row: { id: number }) => row.id)).toContain(quiz.id);
  });

  it('PATCH keeps what is not sent; PUT needs title and question_sets', async () => {
    const quiz = (await create(owner, { title: 'Before', question_sets: validSets() })).json();
    const url = `/api/user-quizzes/${quiz.id}/update/`;
    const patched = await app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { title: 'After' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'After', total_questions: 4 });
    expect(patched.json().question_sets).toEqual(quiz.question_sets);

    const put = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { title: 'Only title' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ question_sets: ['This field is required.'] });

    const full = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { title: 'Replaced', question_sets: [validSets()[0]] },
    });
    expect(full.json()).toMatchObject({ title: 'Replaced', total_questions: 2 });

    const badPatch = await app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { question_sets: [{ question_type: 'multiple_choice', questions: [mcq('q', 'x')] }] },
    });
    expect(badPatch.statusCode).toBe(400);
  });

  it('links a built-in or own category and fills category_name; rejects another user’s', async () => {
    const categories = (
      await app.inject({ method: 'GET', url: '/api/categories/', headers: owner.headers })
    ).json();
    const science = categories.find((category: { name: string }) => category.name === 'Science');
    const quiz = (
      await create(owner, { title: 'Atoms', question_sets: validSets(), category: science.id })
    ).json();
    expect(quiz).toMatchObject({ category: science.id, category_name: 'Science' });

    const theirs = (
      await app.inject({
        method: 'POST',
        url: '/api/categories/',
        headers: stranger.headers,
        payload: { name: 'Theirs' },
      })
    ).json();
    const rejected = await create(owner, { title: 'x', question_sets: validSets(), category: theirs.id });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toEqual({ category: [`Invalid pk "${theirs.id}" - object does not exist.`] });
    const wrongType = await create(owner, { title: 'x', question_sets: validSets(), category: 'Science' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json())).toEqual(['category']);
  });

  it('links the quiz to one of the caller’s collections only', async () => {
    const collection = (
      await app.inject({
        method: 'POST',
        url: '/api/collections/create/',
        headers: owner.headers,
        payload: { name: 'Set' },
      })
    ).json();
    const linked = await create(owner, {
      title: 'From set',
      question_sets: validSets(),
      collection: collection.id,
    });
    expect(linked.json().collection).toBe(collection.id);
    const foreign = await create(stranger, {
      title: 'x',
      question_sets: validSets(),
      collection: collection.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      collection: [`Invalid pk "${collection.id}" - object does not exist.`],
    });
  });

  it('lists newest first with pagination and deletes with 204', async () => {
    const fresh = await signUp(app);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await create(fresh, { title: `Q${i}`, question_sets: validSets() })).json().id);
    }
    const page = (
      await app.inject({ method: 'GET', url: '/api/user-quizzes/?page_size=2', headers: fresh.headers })
    ).json();
    expect(page.count).toBe(3);
    expect(page.results.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    expect(new URL(page.next).searchParams.get('page_size')).toBe('2');
    const past = await app.inject({
      method: 'GET',
      url: '/api/user-quizzes/?page=3&page_size=2',
      headers: fresh.headers,
    });
    expect(past.statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user-quizzes/${ids[0]}/delete/`,
      headers: fresh.headers,
    });
    expect(removed.statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: `/api/user-quizzes/${ids[0]}/`,
      headers: fresh.headers,
    });
    expect(after.statusCode).toBe(404);
  });
});

describe('categories', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (session: TestSession) =>
    app.inject({ method: 'GET', url: '/api/categories/', headers: session.headers });
  const create = (session: TestSession, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/categories/',
      headers: session.headers,
      payload: payload as object,
    });

  it('lists the built-in categories first as a plain array', async () => {
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['General', 'Science', 'Mathematics']),
    );
    expect(
      rows.every((row: { built_in: boolean; user: number | null }) => row.built_in && row.user === null),
    ).toBe(true);
  });

  it('creates an own category that only its owner sees', async () => {
    const created = await create(owner, { name: 'Organic chemistry' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Organic chemistry', user: owner.userId, built_in: false });
    const names = (await list(owner)).json().map((row: { name: string }) => row.name);
    expect(names.at(-1)).toBe('Organic chemistry');
    const theirs = (await list(stranger)).json().map((row: { name: string }) => row.name);
    expect(theirs).not.toContain('Organic chemistry');
  });

  it('answers 400 for a duplicate name (own or built-in, any case) and a blank one', async () => {
    await create(owner, { name: 'Poetry' });
    const again = await create(owner, { name: 'POETRY' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ['A category with this name already exists.'] });
    expect((await create(owner, { name: 'science' })).statusCode).toBe(400);
    expect((await create(stranger, { name: 'Poetry' })).statusCode).toBe(201);
    expect((await create(owner, { name: '' })).json()).toEqual({ name: ['This field may not be blank.'] });
  });

  it('deletes an own category (204), 404 for another user’s, 403 for a built-in one', async () => {
    const mine = (await create(owner, { name: 'Temporary' })).json();
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/categories/${mine.id}/`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/categories/${mine.id}/`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const builtIn = (await list(owner)).json()[0];
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/categories/${builtIn.id}/`,
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Built-in categories cannot be deleted.' });
  });
});

describe('quiz search finds the best match whatever its age', () => {
  let app: FastifyInstance;
  let reader: TestSession;
  const search = (word: string) =>
    searchedNames(app, reader, `/api/user-quizzes/search/?query=${word}`, 'title');

  beforeAll(async () => {
    app = await buildTestApp();
    reader = await signUp(app);
    const old = [
      { title: 'Photosynthesis', categoryName: 'Biology' },
      { title: 'Coasts test', categoryName: 'Erosion' },
    ];
    const newer = Array.from({ length: NEWER_MENTIONS }, (_, i) => ({
      title: `Weekly quiz ${i + 1}: plants and photosynthesis, mixed topics`,
      categoryName: 'Geography incl. erosion and weathering',
    }));
    await app.deps.database.db
      .insert(quizzes)
      .values(
        [...old, ...newer].map((quiz, i) => ({ ...quiz, userId: reader.userId, createdAt: minutesIn(i) })),
      );
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the old quiz titled after the word first, before 120 newer passing mentions', async () => {
    const titles = await search('photosynthesis');
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('Photosynthesis');
  });

  it('ranks an old quiz whose category is the word above 120 newer passing mentions', async () => {
    const titles = await search('erosion');
    expect(titles[0]).toBe('Coasts test');
    expect(titles[1]).toBe(`Weekly quiz ${NEWER_MENTIONS}: plants and photosynthesis, mixed topics`);
  });
});
