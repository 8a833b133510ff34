// Turns a route table (packages/contract's `routes`, or a test fixture) into typescript-fetch style
// API classes. Only route metadata is written as literals; every type is an indexed access into the
// route table's own type, so the client cannot drift from the zod schemas.
import type { z } from 'zod';
import type { RouteDef } from '@quizwise/contract';
import { successStatus } from '@quizwise/contract';

export interface RenderOptions {
  /** Module the route table's type is imported from (type-only). */
  routesModule: string;
  /** Module the runtime is imported from. */
  runtimeModule: string;
  /** Shown in the header comment. */
  source: string;
}

type FormPartKind = 'raw' | 'json';

interface Param {
  /** The caller's name for it (camelCase). */
  name: string;
  /** Its name on the wire (path placeholder, query key, form part). */
  wire: string;
  required: boolean;
  type: string;
}

interface Operation {
  key: string;
  route: RouteDef;
  pathParams: Param[];
  queryParams: Param[];
  body?: Param;
  formParts: Array<Param & { kind: FormPartKind }>;
}

/** `file_format` → `fileFormat`; names already in camelCase are kept. */
export function camelCase(name: string): string {
  return name.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

// Unwraps modifiers to find what a form part really holds: files and scalars go as they are,
// everything else (enums, objects, arrays, unions) as a JSON part, like typescript-fetch's model parts.
function formPartKind(schema: z.ZodType): FormPartKind {
  let def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  for (let depth = 0; depth < 20; depth += 1) {
    if (def.innerType) {
      def = def.innerType._zod.def as typeof def;
    } else if (def.type === 'pipe' && def.in && def.out) {
      const inner = def.in._zod.def.type === 'transform' ? def.out : def.in;
      def = inner._zod.def as typeof def;
    } else {
      break;
    }
  }
  return ['file', 'custom', 'string', 'number', 'boolean', 'bigint'].includes(def.type) ? 'raw' : 'json';
}

function shapeOf(schema: z.ZodType | undefined, what: string, key: string): Record<string, z.ZodType> {
  if (!schema) {
    return {};
  }
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) {
    throw new Error(`Route ${key}: ${what} must be a z.object()`);
  }
  return shape;
}

function describe(key: string, route: RouteDef): Operation {
  const ref = `Routes[${JSON.stringify(key)}]`;
  const paramsShape = shapeOf(route.params, 'params', key);
  const placeholders = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const pathNames = [...new Set([...placeholders, ...Object.keys(paramsShape)])];
  const pathParams = pathNames.map((wire) => ({
    name: wire,
    wire,
    required: true,
    type: paramsShape[wire] ? `FieldInput<${ref}['params'], ${JSON.stringify(wire)}>` : 'string | number',
  }));

  const queryParams = Object.entries(shapeOf(route.query, 'query', key)).map(([wire, schema]) => ({
    name: camelCase(wire),
    wire,
    required: !isOptional(schema),
    type: `FieldInput<${ref}['query'], ${JSON.stringify(wire)}>`,
  }));

  let body: Param | undefined;
  const formParts: Operation['formParts'] = [];
  if (route.body && route.multipart) {
    for (const [wire, schema] of Object.entries(shapeOf(route.body, 'a multipart body', key))) {
      formParts.push({
        name: camelCase(wire),
        wire,
        required: !isOptional(schema),
        type: `FieldInput<${ref}['body'], ${JSON.stringify(wire)}>`,
        kind: formPartKind(schema),
      });
    }
  } else if (route.body) {
    const name = route.bodyParam ?? 'body';
    body = { name, wire: name, required: !isOptional(route.body), type: `BodyInput<${ref}['body']>` };
  }

  const operation: Operation = { key, route, pathParams, queryParams, body, formParts };
  const names = allParams(operation).map((param) => param.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) {
    throw new Error(`Route ${key}: two parameters would both be called "${duplicate}"`);
  }
  return operation;
}

function allParams(operation: Operation): Param[] {
  return [
    ...operation.pathParams,
    ...operation.queryParams,
    ...(operation.body ? [operation.body] : []),
    ...operation.formParts,
  ];
}

const readers = {
  json: 'JSONApiResponse',
  void: 'VoidApiResponse',
  blob: 'BlobApiResponse',
  text: 'TextApiResponse',
  sse: 'StreamApiResponse',
} as const;

function responseKind(route: RouteDef): keyof typeof readers {
  const kind = route.responseKind ?? 'json';
  if (kind === 'json' && route.responses[successStatus(route)] == null) {
    return 'void';
  }
  return kind;
}

function responseType(operation: Operation): string {
  switch (responseKind(operation.route)) {
    case 'json':
      return `SuccessOutput<Routes[${JSON.stringify(operation.key)}]['responses'][${successStatus(operation.route)}]>`;
    case 'void':
      return 'void';
    case 'blob':
      return 'Blob';
    case 'text':
      return 'string';
    case 'sse':
      return 'ReadableStream<Uint8Array> | null';
  }
}

function docComment(lines: string[], indent: string): string {
  const body = lines.map((line) => `${indent} * ${line.replaceAll('*/', '*\\/')}`).join('\n');
  return `${indent}/**\n${body}\n${indent} */\n`;
}

function renderTypes(operation: Operation): string {
  const base = pascalCase(operation.route.operationId);
  const params = allParams(operation);
  let out = '';
  if (params.length > 0) {
    const fields = params
      .map((param) => `  ${param.name}${param.required ? '' : '?'}: ${param.type};`)
      .join('\n');
    out += `export interface ${base}Request {\n${fields}\n}\n\n`;
  }
  out += `export type ${base}Response = ${responseType(operation)};\n\n`;
  return out;
}

function renderMethods(operation: Operation, used: Set<string>): string {
  const { route } = operation;
  const op = route.operationId;
  const base = pascalCase(op);
  const params = allParams(operation);
  const required = params.filter((param) => param.required).map((param) => param.name);
  const overrides = 'initOverrides?: RequestInit | InitOverrideFunction';
  const signature =
    params.length === 0
      ? overrides
      : `requestParameters: ${base}Request${required.length === 0 ? ' = {}' : ''}, ${overrides}`;
  const forward = params.length === 0 ? 'initOverrides' : 'requestParameters, initOverrides';
  const get = (param: Param) => `requestParameters[${JSON.stringify(param.name)}]`;
  const kind = responseKind(route);
  used.add(readers[kind]);

  const lines: string[] = [];
  if (required.length > 0) {
    used.add('requireParameters');
    lines.push(`requireParameters(requestParameters, ${JSON.stringify(required)}, ${JSON.stringify(op)});`);
  }

  let path = JSON.stringify(route.path);
  if (operation.pathParams.length > 0) {
    used.add('expandPath');
    const values = operation.pathParams.map((param) => `${JSON.stringify(param.wire)}: ${get(param)}`);
    path = `expandPath(${path}, { ${values.join(', ')} })`;
  }

  let query = '{}';
  if (operation.queryParams.length > 0) {
    used.add('queryParams');
    const values = operation.queryParams.map((param) => `${JSON.stringify(param.wire)}: ${get(param)}`);
    const csv = (route.csvQuery ?? []).filter((key) => operation.queryParams.some((p) => p.wire === key));
    query = `queryParams({ ${values.join(', ')} }${csv.length > 0 ? `, ${JSON.stringify(csv)}` : ''})`;
  }

  used.add('basicAuthHeader');
  const headers = operation.body
    ? `{ 'Content-Type': 'application/json', ...basicAuthHeader(this.configuration) }`
    : 'basicAuthHeader(this.configuration)';

  let body = '';
  if (operation.body) {
    body = `body: ${get(operation.body)},`;
  } else if (operation.formParts.length > 0) {
    used.add('formBody');
    const parts = operation.formParts.map(
      (part) => `[${JSON.stringify(part.wire)}, ${get(part)}, ${JSON.stringify(part.kind)}]`,
    );
    body = `body: formBody([${parts.join(', ')}]),`;
  }

  lines.push(
    `const response = await this.request({ path: ${path}, method: ${JSON.stringify(route.method)}, headers: ${headers}, query: ${query}, ${body} }, initOverrides);`,
  );
  lines.push(`return new ${readers[kind]}${kind === 'json' ? `<${base}Response>` : ''}(response);`);

  const doc = [route.summary, '', `\`${route.method} ${route.path}\``];
  let out = docComment(doc, '  ');
  out += `  async ${op}Raw(${signature}): Promise<ApiResponse<${base}Response>> {\n`;
  out += lines.map((line) => `    ${line}`).join('\n');
  out += '\n  }\n\n';
  out += docComment(doc, '  ');
  out += `  async ${op}(${signature}): Promise<${base}Response> {\n`;
  out += `    const response = await this.${op}Raw(${forward});\n`;
  out +=
    kind === 'void' ? '    await response.value();\n  }\n\n' : '    return await response.value();\n  }\n\n';
  return out;
}

/**
 * Renders the API module for a route table: one `<Tag>Api extends BaseAPI` class per tag (in table
 * order) with a `<operationId>Raw` / `<operationId>` pair per route, plus `<OperationId>Request` and
 * `<OperationId>Response` types. The result is unformatted; `formatSource` makes it prettier-clean.
 */
export function renderApis(routes: Readonly<Record<string, RouteDef>>, options: RenderOptions): string {
  const operations = Object.entries(routes).map(([key, route]) => describe(key, route));
  const byTag = new Map<string, Operation[]>();
  for (const operation of operations) {
    const list = byTag.get(operation.route.tag) ?? [];
    list.push(operation);
    byTag.set(operation.route.tag, list);
  }

  const used = new Set<string>(['BaseAPI']);
  let types = '';
  let classes = '';
  for (const [tag, tagOperations] of byTag) {
    classes += `/** ${tag} operations. */\nexport class ${pascalCase(tag)}Api extends BaseAPI {\n`;
    for (const operation of tagOperations) {
      types += renderTypes(operation);
      classes += renderMethods(operation, used);
    }
    classes = classes.trimEnd() + '\n}\n\n';
  }

  const usesType = (name: string) => types.includes(`${name}<`);
  const typeImports = [
    'ApiResponse',
    'InitOverrideFunction',
    'FieldInput',
    'BodyInput',
    'SuccessOutput',
  ].filter((name) => ['ApiResponse', 'InitOverrideFunction'].includes(name) || usesType(name));

  return [
    `// Generated by packages/api-client/scripts/generate.ts from ${options.source}.`,
    '// Do not edit: change the contract, then run `npm run generate -w @quizwise/api-client`.',
    `import type { routes } from ${JSON.stringify(options.routesModule)};`,
    `import { ${[...used].sort().join(', ')} } from ${JSON.stringify(options.runtimeModule)};`,
    `import type { ${typeImports.join(', ')} } from ${JSON.stringify(options.runtimeModule)};`,
    '',
    'type Routes = typeof routes;',
    '',
    types + classes,
  ].join('\n');
}
