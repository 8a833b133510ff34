import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { classroom_v1 } from '@googleapis/classroom';
import type { forms_v1 } from '@googleapis/forms';
import type { CredentialRequest } from 'google-auth-library/build/src/auth/credentials.js';

/** A form as the fake keeps it: what was created, the items and settings added, and its publish state. */
export interface FakeForm {
  info: Record<string, unknown>;
  items: unknown[];
  settings: Record<string, unknown>;
  publishState: forms_v1.Schema$PublishState;
}

/**
 * A loopback stand-in for the parts of Google we call: the OAuth 2 token endpoint, Classroom
 * (userProfiles, courses, students, courseWork, studentSubmissions) and Forms (create, batchUpdate,
 * setPublishSettings).
 * Request and response shapes follow Google's REST reference for those methods (field names, nesting,
 * error envelopes `{"error": {code, message, status}}`, OAuth errors `{"error": "invalid_grant"}`).
 * Every response body is checked at compile time (`satisfies`) against the types the official client
 * libraries generate from Google's published discovery documents, so a misspelt or invented field fails
 * the type check; requests are read through the same types. It
 * it enforces the rules we must respect: Bearer tokens, Forms' "only the title on create" and the
 * studentSubmissions patch update mask. Every request is recorded for the tests to inspect.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
}

interface Student {
  userId: string;
  fullName: string;
  email: string;
}

export interface FakeGoogle {
  url: string;
  requests: RecordedRequest[];
  /** Submissions as patched, by id. */
  submissions: Map<string, Record<string, unknown>>;
  /** Forms as created and updated, by id. */
  forms: Map<string, FakeForm>;
  /** Every issued token stops working (access revoked in the Google account). */
  revokeAll(): void;
  close(): Promise<void>;
}

const COURSE = {
  id: '612345678901',
  name: 'Biology 9A',
  section: 'Period 2',
  ownerId: '100000000000000000001',
  courseState: 'ACTIVE',
  enrollmentCode: 'abc123x',
  alternateLink: 'https://classroom.google.com/c/NjEyMzQ1Njc4OTAx',
  creationTime: '2026-09-01T08:00:00.000Z',
  updateTime: '2026-09-01T08:00:00.000Z',
  guardiansEnabled: false,
} satisfies classroom_v1.Schema$Course;

const STUDENTS: Student[] = [
  { userId: '100000000000000000011', fullName: 'Ada Lovelace', email: 'ada@school.example' },
  { userId: '100000000000000000012', fullName: 'Alan Turing', email: 'alan@school.example' },
  { userId: '100000000000000000013', fullName: 'Grace Hopper', email: 'grace@school.example' },
];

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function apiError(res: ServerResponse, code: number, status: string, message: string): void {
  send(res, code, { error: { code, message, status } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeGoogle(options: {
  clientId: string;
  clientSecret: string;
  expiresIn?: number;
}): Promise<FakeGoogle> {
  const requests: RecordedRequest[] = [];
  const codes = new Set(['good-code']);
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const courseWork = new Map<string, Record<string, unknown>>();
  const submissions = new Map<string, Record<string, unknown>>();
  const forms = new Map<string, FakeForm>();
  let counter = 0;
  const nextId = () => String(700000000000 + (counter += 1));
  const scope =
    'https://www.googleapis.com/auth/classroom.courses.readonly https://www.googleapis.com/auth/forms.body';

  const issue = (withRefresh: boolean) => {
    const access = `ya29.${randomBytes(12).toString('base64url')}`;
    accessTokens.add(access);
    const body: CredentialRequest = {
      access_token: access,
      expires_in: options.expiresIn ?? 3599,
      scope,
      token_type: 'Bearer',
    };
    if (withRefresh) {
      const refresh = `1//${randomBytes(12).toString('base64url')}`;
      refreshTokens.add(refresh);
      body.refresh_token = refresh;
    }
    return body;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = await readBody(req);
      const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      const body: unknown =
        raw === '' ? null : form ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = all.length > 1 ? all : (all[0] ?? '');
      }
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query, body });
      const path = url.pathname;

      if (path === '/token' && req.method === 'POST') {
        const params = (body ?? {}) as Record<string, string>;
        if (params.client_id !== options.clientId || params.client_secret !== options.clientSecret)
          return send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
        if (params.grant_type === 'authorization_code') {
          if (!params.code || !codes.has(params.code))
            return send(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
          codes.delete(params.code);
          return send(res, 200, issue(true));
        }
        if (params.grant_type === 'refresh_token') {
          if (!params.refresh_token || !refreshTokens.has(params.refresh_token))
            return send(res, 400, {
              error: 'invalid_grant',
              error_description: 'Token has been expired or revoked.',
            });
          return send(res, 200, issue(false));
        }
        return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' });
      }

      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !accessTokens.has(bearer))
        return apiError(
          res,
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );

      if (path === '/v1/userProfiles/me' && req.method === 'GET')
        return send(res, 200, {
          id: COURSE.ownerId,
          name: { givenName: 'Terry', familyName: 'Teacher', fullName: 'Terry Teacher' },
          emailAddress: 'terry@school.example',
          verifiedTeacher: true,
        } satisfies classroom_v1.Schema$UserProfile);
      if (path === '/v1/courses' && req.method === 'GET')
        return send(res, 200, { courses: [COURSE] } satisfies classroom_v1.Schema$ListCoursesResponse);
      let m = /^\/v1\/courses\/([^/]+)$/.exec(path);
      if (m && req.method === 'GET') {
        if (m[1] !== COURSE.id) return apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        return send(res, 200, COURSE);
      }
      m = /^\/v1\/courses\/([^/]+)\/students$/.exec(path);
      if (m && req.method === 'GET') {
        if (m[1] !== COURSE.id) return apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        // Two a page, whatever pageSize asks: Google may return fewer and callers must follow nextPageToken.
        const start = Number(url.searchParams.get('pageToken') ?? '0');
        const page = STUDENTS.slice(start, start + 2).map((s): classroom_v1.Schema$Student => ({
          courseId: COURSE.id,
          userId: s.userId,
          profile: {
            id: s.userId,
            name: {
              givenName: s.fullName.split(' ')[0],
              familyName: s.fullName.split(' ')[1],
              fullName: s.fullName,
            },
            emailAddress: s.email,
          },
        }));
        return send(res, 200, {
          students: page,
          ...(start + 2 < STUDENTS.length ? { nextPageToken: String(start + 2) } : {}),
        } satisfies classroom_v1.Schema$ListStudentsResponse);
      }
      m = /^\/v1\/courses\/([^/]+)\/courseWork$/.exec(path);
      if (m && req.method === 'POST') {
        const work = (body ?? {}) as classroom_v1.Schema$CourseWork;
        if (!work.title || !work.workType)
          return apiError(res, 400, 'INVALID_ARGUMENT', 'title and workType are required.');
        const id = nextId();
        const created = {
          ...work,
          courseId: m[1],
          id,
          alternateLink: `https://classroom.google.com/c/NjEy/a/${id}/details`,
          creationTime: new Date().toISOString(),
          updateTime: new Date().toISOString(),
          creatorUserId: COURSE.ownerId,
          assigneeMode: 'ALL_STUDENTS',
          submissionModificationMode: 'MODIFIABLE_UNTIL_TURNED_IN',
        } satisfies classroom_v1.Schema$CourseWork;
        courseWork.set(id, created);
        for (const s of STUDENTS) {
          const sid = `Cg4I${nextId()}`;
          submissions.set(sid, {
            courseId: m[1],
            courseWorkId: id,
            id: sid,
            userId: s.userId,
            state: 'CREATED',
            courseWorkType: 'ASSIGNMENT',
            assignmentSubmission: {},
          } satisfies classroom_v1.Schema$StudentSubmission);
        }
        return send(res, 200, created);
      }
      m = /^\/v1\/courses\/([^/]+)\/courseWork\/([^/]+)\/studentSubmissions$/.exec(path);
      if (m && req.method === 'GET') {
        if (!courseWork.has(m[2] ?? ''))
          return apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        return send(res, 200, {
          studentSubmissions: [...submissions.values()].filter((s) => s.courseWorkId === m?.[2]),
        } satisfies classroom_v1.Schema$ListStudentSubmissionsResponse);
      }
      m = /^\/v1\/courses\/([^/]+)\/courseWork\/([^/]+)\/studentSubmissions\/([^/]+)$/.exec(path);
      if (m && req.method === 'PATCH') {
        const current = submissions.get(m[3] ?? '');
        if (!current) return apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        const mask = (url.searchParams.get('updateMask') ?? '').split(',').filter(Boolean);
        if (mask.length === 0 || mask.some((f) => f !== 'assignedGrade' && f !== 'draftGrade'))
          return apiError(
            res,
            400,
            'INVALID_ARGUMENT',
            'Invalid field mask: only draftGrade and assignedGrade may be updated.',
          );
        const patch = (body ?? {}) as Record<string, unknown>;
        for (const field of mask) current[field] = patch[field];
        return send(res, 200, current);
      }
      if (path === '/v1/forms' && req.method === 'POST') {
        const create = (body ?? {}) as {
          info?: Record<string, unknown>;
          items?: unknown;
          settings?: unknown;
        };
        const extra = Object.keys(create).filter((k) => k !== 'info');
        const infoExtra = Object.keys(create.info ?? {}).filter(
          (k) => k !== 'title' && k !== 'documentTitle',
        );
        if (!create.info?.title || extra.length > 0 || infoExtra.length > 0)
          return apiError(
            res,
            400,
            'INVALID_ARGUMENT',
            'Only info.title and info.document_title may be set in create requests.',
          );
        const formId = `1FAIpQLS${randomBytes(9).toString('base64url')}`;
        // As Google does since 2026: a form created through the API starts unpublished.
        const publishState = { isPublished: false, isAcceptingResponses: false };
        forms.set(formId, { info: create.info, items: [], settings: {}, publishState });
        return send(res, 200, {
          formId,
          info: { ...create.info },
          settings: {},
          publishSettings: { publishState },
          revisionId: '00000002',
          responderUri: `https://docs.google.com/forms/d/e/${formId}/viewform`,
        } satisfies forms_v1.Schema$Form);
      }
      m = /^\/v1\/forms\/([^/:]+):batchUpdate$/.exec(path);
      if (m && req.method === 'POST') {
        const target = forms.get(m[1] ?? '');
        if (!target) return apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        const replies: forms_v1.Schema$Response[] = [];
        for (const request of ((body ?? {}) as { requests?: Record<string, unknown>[] }).requests ?? []) {
          if (request.updateSettings) {
            target.settings = (request.updateSettings as { settings: Record<string, unknown> }).settings;
            replies.push({});
          } else if (request.createItem) {
            const item = (request.createItem as { item: Record<string, unknown> }).item;
            const question = (item.questionItem as { question?: Record<string, unknown> } | undefined)
              ?.question;
            if (!item.title || !question)
              return apiError(
                res,
                400,
                'INVALID_ARGUMENT',
                'Invalid requests[1].createItem: item must have a title and a kind.',
              );
            target.items.push(item);
            replies.push({
              createItem: {
                itemId: randomBytes(4).toString('hex'),
                questionId: [randomBytes(4).toString('hex')],
              },
            });
          } else return apiError(res, 400, 'INVALID_ARGUMENT', 'Unknown request kind.');
        }
        return send(res, 200, {
          replies,
          writeControl: { requiredRevisionId: '00000003' },
        } satisfies forms_v1.Schema$BatchUpdateFormResponse);
      }
      m = /^\/v1\/forms\/([^/:]+):setPublishSettings$/.exec(path);
      if (m && req.method === 'POST') {
        const target = forms.get(m[1] ?? '');
        if (!target) return apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        const request = (body ?? {}) as forms_v1.Schema$SetPublishSettingsRequest;
        if (request.updateMask !== 'publishState' && request.updateMask !== '*')
          return apiError(res, 400, 'INVALID_ARGUMENT', 'update_mask must be "publishState" or "*".');
        const state = request.publishSettings?.publishState;
        if (typeof state?.isPublished !== 'boolean' || typeof state.isAcceptingResponses !== 'boolean')
          return apiError(
            res,
            400,
            'INVALID_ARGUMENT',
            'publish_state.is_published and publish_state.is_accepting_responses are required.',
          );
        if (state.isAcceptingResponses && !state.isPublished)
          return apiError(res, 400, 'INVALID_ARGUMENT', 'An unpublished form cannot accept responses.');
        target.publishState = {
          isPublished: state.isPublished,
          isAcceptingResponses: state.isAcceptingResponses,
        };
        return send(res, 200, {
          formId: m[1] ?? '',
          publishSettings: { publishState: target.publishState },
        } satisfies forms_v1.Schema$SetPublishSettingsResponse);
      }
      return apiError(res, 404, 'NOT_FOUND', `No fake for ${req.method} ${path}`);
    })().catch((error: unknown) => apiError(res, 500, 'INTERNAL', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    submissions,
    forms,
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
