import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@quizwise/contract';
import { camelCase, renderApis } from '../scripts/render-apis.js';

const options = { routesModule: 'routes', runtimeModule: 'runtime', source: 'a test' };

describe('renderApis', () => {
  it('camel-cases wire names for query keys and form parts', () => {
    expect(
      ['file_format', 'separate_by', 'page_size', 'model_type', 'urlsToMarkdown'].map(camelCase),
    ).toEqual(['fileFormat', 'separateBy', 'pageSize', 'modelType', 'urlsToMarkdown']);
  });

  it('refuses a route whose parameters would share a client name', () => {
    const clash = defineRoute({
      operationId: 'clash',
      method: 'GET',
      path: '/api/clash/{id}/',
      tag: 'X',
      summary: 's',
      access: 'user',
      params: z.object({ id: z.string() }),
      query: z.object({ id: z.string() }),
      responses: { 200: null },
    });
    expect(() => renderApis({ clash }, options)).toThrow(
      'Route clash: two parameters would both be called "id"',
    );
  });

  it('takes a path placeholder without a params schema as a required string-or-number parameter', () => {
    const loose = defineRoute({
      operationId: 'loose',
      method: 'DELETE',
      path: '/api/loose/{slug}/',
      tag: 'X',
      summary: 's',
      access: 'user',
      responses: { 204: null },
    });
    const source = renderApis({ loose }, options);
    expect(source).toContain('slug: string | number;');
    expect(source).toContain('requireParameters(requestParameters, ["slug"], "loose");');
    expect(source).toContain('export class XApi extends BaseAPI');
  });

  it('sends scalar form parts as they are and enum or object parts as JSON parts', () => {
    const upload = defineRoute({
      operationId: 'upload',
      method: 'POST',
      path: '/api/upload/',
      tag: 'X',
      summary: 's',
      access: 'user',
      multipart: true,
      body: z.object({
        file: z.file(),
        title: z.string().optional(),
        model_type: z.enum(['a', 'b']),
        options: z.object({ x: z.number() }).optional(),
      }),
      responses: { 200: null },
    });
    const source = renderApis({ upload }, options);
    expect(source).toContain(
      'formBody([["file", requestParameters["file"], "raw"], ["title", requestParameters["title"], "raw"], ["model_type", requestParameters["modelType"], "json"], ["options", requestParameters["options"], "json"]])',
    );
  });
});
