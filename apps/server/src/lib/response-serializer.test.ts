import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '@quizwise/contract';
import { compileFast, contractSerializerCompiler } from './response-serializer.js';

const Item = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.object({ label: z.string(), weight: z.number().nullable() })),
  parent: z.object({ id: z.number() }).nullable(),
});

function serializerFor(schema: z.ZodType, crossCheck: boolean) {
  return contractSerializerCompiler({ crossCheck })({
    schema,
    method: 'GET',
    url: '/api/items/',
    httpStatus: '200',
  });
}

describe('contract response serializer', () => {
  it('writes exactly what zod writes, dropping fields the contract does not name', () => {
    const reply = {
      id: 7,
      name: 'Cell "walls" \u2014 \n notes',
      note: null,
      tags: [
        { label: 'a', weight: null, secret: 'x' },
        { label: 'b', weight: 0.5 },
      ],
      parent: { id: 3, passwordHash: 'argon2id$...' },
      passwordHash: 'argon2id$...',
    };
    const written = serializerFor(Item, false)(reply);
    expect(JSON.parse(written)).toEqual({
      id: 7,
      name: 'Cell "walls" \u2014 \n notes',
      note: null,
      tags: [
        { label: 'a', weight: null },
        { label: 'b', weight: 0.5 },
      ],
      parent: { id: 3 },
    });
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('secret');
    expect(serializerFor(Item, true)(reply)).toBe(written);
  });

  it('fails loudly in cross-check mode when a reply breaks the contract', () => {
    const broken = { id: 'seven', name: 'x', note: null, tags: [], parent: null };
    expect(() => serializerFor(Item, true)(broken)).toThrow();
  });

  it('compiles every JSON response of the contract to the fast path (no silent fallback to zod)', () => {
    const failed: string[] = [];
    let compiled = 0;
    for (const [name, route] of Object.entries(routes)) {
      for (const [status, schema] of Object.entries(route.responses)) {
        if (!schema) continue;
        if (compileFast(schema as z.ZodType)) compiled += 1;
        else failed.push(`${name} ${status}`);
      }
    }
    expect(failed).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });
});
