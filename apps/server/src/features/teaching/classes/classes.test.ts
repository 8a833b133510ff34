import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import { createClass } from '../../../../test/teaching/test-support.js';

describe('classes and rosters', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who = teacher) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  it('creates, renames and archives a class; archived classes leave the default list', async () => {
    const created = await createClass(app, teacher, 'Chemistry 10B');
    expect(created.join_code).toMatch(/^[A-Z2-9]{8}$/);
    const renamed = await call('PATCH', `/api/teaching/classes/${created.id}/`, { name: 'Chemistry 10C' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Chemistry 10C');
    await call('PATCH', `/api/teaching/classes/${created.id}/`, { archived: true });
    const active = (await call('GET', '/api/teaching/classes/')).json() as { id: number }[];
    expect(active.map((c) => c.id)).not.toContain(created.id);
    const archived = (await call('GET', '/api/teaching/classes/?archived=true')).json() as { id: number }[];
    expect(archived.map((c) => c.id)).toContain(created.id);
  });

  it("answers 404 for another teacher's class, never 403", async () => {
    const other = await signUp(app);
    const theirs = await createClass(app, other);
    expect((await call('GET', `/api/teaching/classes/${theirs.id}/`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/teaching/classes/${theirs.id}/`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/teaching/classes/${theirs.id}/students/`, { name: 'Eve' })).statusCode,
    ).toBe(404);
  });

  it('adds students by hand and refuses a name already on the roster', async () => {
    const klass = await createClass(app, teacher);
    const ada = await call('POST', `/api/teaching/classes/${klass.id}/students/`, {
      name: 'Ada Lovelace',
      email: 'ADA@example.com',
    });
    expect(ada.statusCode).toBe(201);
    expect(ada.json()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', from_google: false });
    const again = await call('POST', `/api/teaching/classes/${klass.id}/students/`, {
      name: 'ada  lovelace',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().name[0]).toContain('already on');
    const removed = await call('DELETE', `/api/teaching/classes/${klass.id}/students/${ada.json().id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/teaching/classes/${klass.id}/`)).json().students).toEqual([]);
  });

  it('imports a CSV roster with a header in any column order and skips names already there', async () => {
    const klass = await createClass(app, teacher);
    const csv = 'E-mail,Name\r\nalan@example.com,Alan Turing\r\n,"Hopper, Grace"\r\n';
    const first = await call('POST', `/api/teaching/classes/${klass.id}/roster-csv/`, { csv });
    expect(first.statusCode).toBe(201);
    expect(first.json().added.map((s: { name: string }) => s.name)).toEqual(['Alan Turing', 'Hopper, Grace']);
    const second = await call('POST', `/api/teaching/classes/${klass.id}/roster-csv/`, {
      csv: `${csv},Katherine Johnson\r\n`,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().skipped.map((s: { line: number }) => s.line)).toEqual([2, 3]);
    const detail = (await call('GET', `/api/teaching/classes/${klass.id}/`)).json();
    expect(detail.student_count).toBe(3);
    // The class list counts the same students (its correlated count once compared student ids instead).
    const listed = (await call('GET', '/api/teaching/classes/')).json() as Array<{
      id: number;
      student_count: number;
    }>;
    expect(listed.find((c) => c.id === klass.id)?.student_count).toBe(3);
  });

  it('adds the good rows of a CSV, skips repeats and lists each bad line', async () => {
    const klass = await createClass(app, teacher);
    const csv = 'name,email\nAda,ada@example.com\n,blank@example.com\nBob,not-an-email\nada,x@example.com\n';
    const response = await call('POST', `/api/teaching/classes/${klass.id}/roster-csv/`, { csv });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      added: [{ name: 'Ada', email: 'ada@example.com' }],
      skipped: [{ line: 5, name: 'ada', reason: 'The same name as line 2.' }],
      rejected: [
        { line: 3, errors: ['The name is blank.'] },
        { line: 4, errors: ['"not-an-email" is not a valid e-mail address.'] },
      ],
    });
    expect((await call('GET', `/api/teaching/classes/${klass.id}/`)).json().student_count).toBe(1);
  });

  it('refuses a file with nothing to add, naming every bad line', async () => {
    const klass = await createClass(app, teacher);
    const response = await call('POST', `/api/teaching/classes/${klass.id}/roster-csv/`, {
      csv: 'name,email\n,a@example.com\nBob,nope\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      rows: [
        { line: 2, errors: ['The name is blank.'] },
        { line: 3, errors: ['"nope" is not a valid e-mail address.'] },
      ],
    });
  });

  it('reads a school export with first and last names, and a pasted list of names', async () => {
    const klass = await createClass(app, teacher);
    const exported = 'Student ID,First Name,Surname,School E-mail\n1001,Grace,Hopper,grace@example.com\n';
    const fromExport = await call('POST', `/api/teaching/classes/${klass.id}/roster-csv/`, { csv: exported });
    expect(fromExport.json().added).toMatchObject([{ name: 'Grace Hopper', email: 'grace@example.com' }]);
    const pasted = 'Alan Turing\nKatherine Johnson\n\nHopper, Grace\n';
    const fromList = await call('POST', `/api/teaching/classes/${klass.id}/roster-csv/`, { csv: pasted });
    expect(fromList.statusCode).toBe(201);
    expect(fromList.json().added.map((s: { name: string }) => s.name)).toEqual([
      'Alan Turing',
      'Katherine Johnson',
      'Hopper, Grace',
    ]);
  });

  it('refuses a CSV that is not CSV with the line of the problem', async () => {
    const klass = await createClass(app, teacher);
    const response = await call('POST', `/api/teaching/classes/${klass.id}/roster-csv/`, {
      csv: 'name\n"Ada\nBob',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().rows[0].errors[0]).toContain('not valid CSV');
  });

  it('lets students join with the code (any case); a wrong or disabled code is a 404', async () => {
    const klass = await createClass(app, teacher);
    const info = await app.inject({
      method: 'GET',
      url: `/api/teaching/join/${klass.join_code.toLowerCase()}/`,
    });
    expect(info.json()).toEqual({ class_name: 'Year 9 Biology' });
    const joined = await app.inject({
      method: 'POST',
      url: `/api/teaching/join/${klass.join_code}/`,
      payload: { name: 'Mary Anning' },
    });
    expect(joined.statusCode).toBe(201);
    // The teacher hands out the code: the join answer never carries one (see join.test.ts).
    expect(joined.json()).toEqual({
      class_name: 'Year 9 Biology',
      student_name: 'Mary Anning',
      student_code: null,
    });
    const roster = (await call('GET', `/api/teaching/classes/${klass.id}/`)).json();
    expect(roster.students[0]).toMatchObject({ name: 'Mary Anning', code: expect.any(String) });
    const twice = await app.inject({
      method: 'POST',
      url: `/api/teaching/join/${klass.join_code}/`,
      payload: { name: 'mary anning' },
    });
    expect(twice.statusCode).toBe(201);
    expect(twice.json().student_code).toBeNull();
    expect((await call('GET', `/api/teaching/classes/${klass.id}/`)).json().student_count).toBe(1);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/teaching/join/WRONGCODE/',
      payload: { name: 'X' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toContain('No class has this join code');
    await call('PATCH', `/api/teaching/classes/${klass.id}/`, { join_enabled: false });
    expect(
      (await app.inject({ method: 'GET', url: `/api/teaching/join/${klass.join_code}/` })).statusCode,
    ).toBe(404);
  });

  it("never shows an existing student's e-mail to someone joining with the same name", async () => {
    const klass = await createClass(app, teacher);
    await call('POST', `/api/teaching/classes/${klass.id}/students/`, {
      name: 'Rosalind Franklin',
      email: 'rf@example.com',
    });
    const joined = await app.inject({
      method: 'POST',
      url: `/api/teaching/join/${klass.join_code}/`,
      payload: { name: 'Rosalind Franklin' },
    });
    expect(joined.body).not.toContain('rf@example.com');
  });
});
