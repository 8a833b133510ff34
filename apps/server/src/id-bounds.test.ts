// Walks every operation of the OpenAPI document and sends out-of-range ids in each place an id goes
// (path, query, body, nested body): the answer is always 4xx, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, buildTestApp, signUp, type TestSession } from './test/test-app.js';

const BAD_IDS = [0, -1, 2 ** 31, 2 ** 53];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maximum?: number;
  minLength?: number;
  $ref?: string;
}

interface Operation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const isIdName = (name: string) => name === 'id' || name === 'ids' || /_ids?$/.test(name);
const isIdSchema = (schema: JsonSchema | undefined) =>
  schema?.type === 'integer' && schema.maximum === 2_147_483_647;

/** A plausible value for a schema: enough for most bodies to pass validation but for the id. */
function sample(schema: JsonSchema | undefined, resolve: (ref: string) => JsonSchema): unknown {
  if (!schema) return null;
  if (schema.$ref) return sample(resolve(schema.$ref), resolve);
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, resolve);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return 'Photosynthesis makes sugar from light.'.padEnd(schema.minLength ?? 0, '.');
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sample(schema.properties?.[name], resolve);
      return value;
    }
    default:
      return null;
  }
}

/** Every place in a body schema where an id goes, as a path of property names (arrays marked `[]`). */
function idPlaces(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema,
  at: string[] = [],
): string[][] {
  if (!schema || at.length > 4) return [];
  if (schema.$ref) return idPlaces(resolve(schema.$ref), resolve, at);
  const places: string[][] = [];
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    places.push(...idPlaces(variant, resolve, at));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const item = property.items;
    if ((isIdName(name) || isIdSchema(property) || isIdSchema(item)) && (property.type === 'array' || item)) {
      places.push([...at, name, '[]']);
    } else if (isIdName(name) || isIdSchema(property)) {
      places.push([...at, name]);
    } else {
      places.push(...idPlaces(property, resolve, [...at, name]));
    }
  }
  return places;
}

function withValueAt(body: unknown, place: string[], value: number): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  let node = copy;
  for (let i = 0; i < place.length - 1; i += 1) {
    const key = place[i] as string;
    if (place[i + 1] === '[]') {
      node[key] = [value];
      return copy;
    }
    node[key] = typeof node[key] === 'object' && node[key] !== null ? node[key] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[place.at(-1) as string] = value;
  return copy;
}

describe('ids out of range anywhere in any operation', () => {
  let app: FastifyInstance;
  let user: TestSession;
  let document: {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  beforeAll(async () => {
    app = await buildTestApp();
    user = await signUp(app);
    document = (await app.inject({ method: 'GET', url: '/api/schema/' })).json();
  });
  afterAll(async () => {
    await app.close();
  });

  const resolve = (ref: string): JsonSchema =>
    document.components?.schemas?.[ref.split('/').at(-1) ?? ''] ?? {};

  // Several hundred requests in one test: a loaded machine needs more than the default 30 s.
  it('answers 4xx to ids 0, -1, 2^31 and 2^53 in every path, query and body place', async () => {
    const tried: string[] = [];
    const failures: string[] = [];
    const send = async (label: string, method: string, url: string, payload?: unknown) => {
      const response = await app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { authorization: basicAuth(user.email, user.password) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      tried.push(label);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    };
    for (const [template, methods] of Object.entries(document.paths)) {
      if (!template.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.operationId) continue;
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const idQuery = (operation.parameters ?? []).filter((p) => p.in === 'query' && isIdName(p.name));
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        const body = bodySchema ? sample(bodySchema, resolve) : undefined;
        const fill = (skip?: string) =>
          template.replace(/\{(\w+)\}/g, (_, name: string) => (name === skip ? '§' : '1'));
        for (const bad of BAD_IDS) {
          for (const param of pathParams) {
            const url = fill(param.name).replace('§', encodeURIComponent(String(bad)));
            await send(`${operation.operationId} path ${param.name}=${bad}`, method, url, body);
          }
          for (const param of idQuery) {
            const url = `${fill()}?${param.name}=${bad}`;
            await send(`${operation.operationId} query ${param.name}=${bad}`, method, url, body);
          }
          for (const place of bodySchema ? idPlaces(bodySchema, resolve) : []) {
            await send(
              `${operation.operationId} body ${place.join('.')}=${bad}`,
              method,
              fill(),
              withValueAt(body, place, bad),
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk must reach the places the issue names, or it proves nothing.
    for (const place of ['input_data.raw_text_ids.[]', 'input_data.collection_id', 'path id']) {
      expect(tried.some((label) => label.includes(place.replace('path id', 'path id=')))).toBe(true);
    }
    expect(tried.length).toBeGreaterThan(300);
  }, 180_000);

  it('reads only canonical digits as a path id: 0x1, +1, 01, %201, 1.0 and 1e0 are 404', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: user.headers,
      payload: { name: 'Canonical', content: 'Only digits name an object.' },
    });
    const id = (created.json() as { id: number }).id;
    const get = (segment: string) =>
      app.inject({ method: 'GET', url: `/api/user-raw-texts/${segment}/`, headers: user.headers });
    expect((await get(String(id))).statusCode).toBe(200);
    for (const segment of [
      `0x${id.toString(16)}`,
      `+${id}`,
      `0${id}`,
      `%20${id}`,
      `${id}.0`,
      `${id}e0`,
      `${id}%20`,
    ]) {
      const response = await get(segment);
      expect(response.statusCode, segment).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});
