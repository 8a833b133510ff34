import { describe, expect, it } from 'vitest';
import { Configuration } from './configuration.js';
import { RequiredError } from './errors.js';
import { basicAuthHeader, expandPath, formBody, queryParams, requireParameters } from './operation.js';
import { querystring } from './query-string.js';

describe('requireParameters', () => {
  it('throws RequiredError naming the first null or undefined parameter and the method', () => {
    const error = (() => {
      try {
        requireParameters(
          { id: 1, fileFormat: null },
          ['id', 'fileFormat', 'separateBy'],
          'downloadStudyNote',
        );
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(RequiredError);
    expect(error).toMatchObject({
      name: 'RequiredError',
      field: 'fileFormat',
      message: 'Required parameter "fileFormat" was null or undefined when calling downloadStudyNote().',
    });
  });

  it('accepts falsy values that are present (0, empty string, false)', () => {
    expect(() => requireParameters({ a: 0, b: '', c: false }, ['a', 'b', 'c'], 'm')).not.toThrow();
  });
});

describe('expandPath', () => {
  it('URI-encodes path parameters', () => {
    expect(expandPath('/api/items/{id}/', { id: 'a/b c?d' })).toBe('/api/items/a%2Fb%20c%3Fd/');
    expect(expandPath('/api/items/{id}/', { id: 42 })).toBe('/api/items/42/');
  });
});

describe('queryParams + querystring', () => {
  it('leaves null and undefined out and repeats array keys', () => {
    const query = queryParams({ page: undefined, query: null, ids: [1, 2], topic: 'a b&c' });
    expect(querystring(query)).toBe('ids=1&ids=2&topic=a%20b%26c');
  });

  it('joins the listed keys comma-separated', () => {
    expect(querystring(queryParams({ ids: [1, 2, 3], tags: ['x', 'y'] }, ['ids']))).toBe(
      'ids=1%2C2%2C3&tags=x&tags=y',
    );
  });

  it('sends dates as ISO strings, sets like arrays, nested objects with brackets', () => {
    const since = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(querystring({ since, set: new Set(['a']), filter: { kind: 'x' }, flag: false })).toBe(
      'since=2024-01-02T03%3A04%3A05.000Z&set=a&filter%5Bkind%5D=x&flag=false',
    );
  });
});

describe('formBody', () => {
  it('sends Blobs and scalars as they are and model parts as application/json Blobs', async () => {
    const file = new File(['png-bytes'], 'a.png', { type: 'image/png' });
    const form = formBody([
      ['file', file, 'raw'],
      ['model_type', 'advanced', 'json'],
      ['count', 3, 'raw'],
      ['missing', undefined, 'raw'],
    ]);
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(await (form.get('file') as Blob).text()).toBe('png-bytes');
    const modelType = form.get('model_type') as Blob;
    expect(modelType.type).toBe('application/json');
    expect(await modelType.text()).toBe('"advanced"');
    expect(form.get('count')).toBe('3');
    expect(form.has('missing')).toBe(false);
  });
});

describe('basicAuthHeader', () => {
  it('encodes username:password when either is configured, and nothing otherwise', () => {
    expect(basicAuthHeader(new Configuration({ username: 'ann', password: 's3cret' }))).toEqual({
      Authorization: `Basic ${Buffer.from('ann:s3cret').toString('base64')}`,
    });
    expect(basicAuthHeader(new Configuration())).toEqual({});
  });
});
