import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

/**
 * Zod writes `.nullable()` as `anyOf: [X, {type: 'null'}]`; fast-json-stringify would check every such
 * value against each branch at run time. A plain `nullable` on X says the same and costs nothing.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => [key, simplifyNullable(value)]),
  );
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: unknown) => (b as JsonSchema).type === 'null';
    const other = branches.find((b) => !isNull(b)) as JsonSchema | undefined;
    if (other && branches.some(isNull) && !('anyOf' in other) && !('$ref' in other)) {
      const { anyOf: _replaced, ...rest } = schema;
      return { ...rest, ...other, nullable: true };
    }
  }
  return schema;
}

/** The fast serializer for a response schema, or undefined when it cannot be written as JSON Schema. */
export function compileFast(schema: z.ZodType): Serializer | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(simplifyNullable(json) as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return undefined;
  }
}

/**
 * Responses are written by fast-json-stringify from the contract's zod schemas turned into JSON
 * Schema: only the contract's fields leave the server (extra properties are dropped, as zod's strip
 * does) at a fraction of the cost of parsing each reply with zod. With `crossCheck` (tests) every
 * reply also goes through zod's own serializer, and a reply that breaks the contract, or that the two
 * would write differently, fails loudly.
 */
export function contractSerializerCompiler(options: {
  crossCheck: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route) as Serializer;
    const fast = compileFast(route.schema);
    if (!fast) return zodSerialize;
    if (!options.crossCheck) return fast;
    return (data) => {
      const expected = zodSerialize(data);
      const written = fast(data);
      if (written !== expected)
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify wrote ${written.slice(0, 300)} but zod ${expected.slice(0, 300)}`,
        );
      return written;
    };
  };
}
