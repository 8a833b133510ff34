// The generated methods driven against a real local HTTP server: what actually goes over the wire.
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { Configuration, RequiredError, ResponseError, csrfMiddleware } from '../src/index.js';
import { ItemsApi, LandingApi } from './fixtures/fixture-apis.gen.js';
import type {
  ImageUploadRequest,
  ItemsDownloadRequest,
  ItemsRetrieveRequest,
} from './fixtures/fixture-apis.gen.js';
import { jsonReply, parseForm, startRecordingServer } from './helpers/recording-server.js';
import type { RecordingServer } from './helpers/recording-server.js';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.reply = jsonReply(200, { ok: true });
});

const config = (extra: ConstructorParameters<typeof Configuration>[0] = {}) =>
  new Configuration({ basePath: server.baseUrl, ...extra });

describe('generated methods over HTTP', () => {
  it('returns the parsed JSON body and exposes the raw response on the Raw twin', async () => {
    server.reply = jsonReply(200, { id: 7, name: 'seven' });
    const api = new ItemsApi(config());
    expect(await api.itemsRetrieve({ id: 7 })).toEqual({ id: 7, name: 'seven' });
    const raw = await api.itemsRetrieveRaw({ id: 7 });
    expect(raw.raw.status).toBe(200);
    expect(await raw.value()).toEqual({ id: 7, name: 'seven' });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/items/7/',
      'GET /api/items/7/',
    ]);
  });

  it('URI-encodes path parameters', async () => {
    await new ItemsApi(config()).itemsRetrieve({ id: 'a/b c' as unknown as number });
    expect(server.requests[0]?.url).toBe('/api/items/a%2Fb%20c/');
  });

  it('names the missing parameter and the method in RequiredError, before sending anything', async () => {
    const api = new ItemsApi(config());
    const missing = { id: 3, fileFormat: 'pdf', separateBy: undefined } as unknown as ItemsDownloadRequest;
    await expect(api.itemsDownload(missing)).rejects.toThrow(
      new RequiredError(
        'separateBy',
        'Required parameter "separateBy" was null or undefined when calling itemsDownload().',
      ),
    );
    const error = await api.itemsRetrieveRaw({ id: null } as unknown as ItemsRetrieveRequest).catch((e) => e);
    expect(error).toMatchObject({
      name: 'RequiredError',
      field: 'id',
      message: 'Required parameter "id" was null or undefined when calling itemsRetrieve().',
    });
    await expect(new LandingApi(config()).categoriesCreate({} as never)).rejects.toThrow(
      'Required parameter "category" was null or undefined when calling categoriesCreate().',
    );
    expect(server.requests).toEqual([]);
  });

  it('sends camelCase query parameters under their wire names and drops absent ones', async () => {
    await new ItemsApi(config()).itemsDownload({ id: 3, fileFormat: 'pdf', separateBy: 'new line' });
    await new ItemsApi(config()).itemsList({ page: undefined, pageSize: '5' });
    await new ItemsApi(config()).itemsList();
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/download-item/3/?file_format=pdf&separate_by=new%20line',
      '/api/items/?page_size=5',
      '/api/items/',
    ]);
  });

  it('joins csv keys with commas, repeats other arrays, and sends dates as ISO strings', async () => {
    await new ItemsApi(config()).itemsFetchByIds({
      ids: [1, 2],
      tags: ['x', 'y'],
      since: new Date(Date.UTC(2025, 4, 6)),
    });
    expect(server.requests[0]?.url).toBe(
      '/api/items/fetch-by-ids/?ids=1%2C2&tags=x&tags=y&since=2025-05-06T00%3A00%3A00.000Z',
    );
  });

  it('sends a JSON body with Content-Type application/json under a named body parameter', async () => {
    server.reply = jsonReply(201, { id: 1, name: 'Maths' });
    const created = await new LandingApi(config()).categoriesCreate({ category: { name: 'Maths' } });
    expect(created).toEqual({ id: 1, name: 'Maths' });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({ name: 'Maths' });
  });

  it('uploads multipart forms with the file as is and model_type as a JSON part', async () => {
    const file = new File(['%PNG…'], 'photo.png', { type: 'image/png' });
    await new LandingApi(config()).imageUpload({ file, modelType: 'advanced' });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseForm(request!);
    const sentFile = form.get('file') as File;
    expect([sentFile.name, sentFile.type, await sentFile.text()]).toEqual([
      'photo.png',
      'image/png',
      '%PNG…',
    ]);
    const modelType = form.get('model_type') as File;
    expect([modelType.type, await modelType.text()]).toEqual(['application/json', '"advanced"']);
    expect(form.has('caption')).toBe(false);
  });

  it('reads blob, text, void and stream answers by the route’s responseKind', async () => {
    server.reply = (_request, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('file-bytes');
    };
    const blob = await new ItemsApi(config()).itemsDownload({ id: 1, fileFormat: 'txt', separateBy: ',' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('file-bytes');
    expect(await new LandingApi(config()).readme()).toBe('file-bytes');
    const stream = await new LandingApi(config()).events();
    expect(await new Response(stream).text()).toBe('file-bytes');

    server.reply = (_request, res) => {
      res.writeHead(204);
      res.end();
    };
    expect(await new ItemsApi(config()).itemsDelete({ id: 1 })).toBeUndefined();
  });

  it('throws ResponseError carrying a 4xx response', async () => {
    server.reply = jsonReply(404, { detail: 'Not found.' });
    const error = await new ItemsApi(config()).itemsRetrieve({ id: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).name).toBe('ResponseError');
    expect((error as ResponseError).response.status).toBe(404);
    expect(await (error as ResponseError).response.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends Basic auth when credentials are configured, and per-request headers win', async () => {
    const api = new ItemsApi(
      config({ username: 'ann', password: 'pw', headers: { Authorization: 'Token config', 'X-App': 'web' } }),
    );
    await api.itemsList();
    await new ItemsApi(config({ headers: { 'X-App': 'web' } })).itemsList();
    expect(server.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('ann:pw').toString('base64')}`,
    );
    expect(server.requests[0]?.headers['x-app']).toBe('web');
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('adds X-CSRFToken from the cookie on unsafe methods only when csrfMiddleware is installed', async () => {
    const api = new ItemsApi(config()).withMiddleware(
      csrfMiddleware({ readCookies: () => 'csrftoken=abc123' }),
    );
    await api.itemsList();
    await api.itemsDelete({ id: 1 });
    expect(server.requests.map((r) => [r.method, r.headers['x-csrftoken']])).toEqual([
      ['GET', undefined],
      ['DELETE', 'abc123'],
    ]);
  });
});

describe('generated types', () => {
  it('take path, query and form parameters by their client names', () => {
    expectTypeOf<ItemsRetrieveRequest['id']>().toEqualTypeOf<number>();
    expectTypeOf<ItemsDownloadRequest['fileFormat']>().toEqualTypeOf<'txt' | 'pdf'>();
    expectTypeOf<ImageUploadRequest['modelType']>().toEqualTypeOf<'basic' | 'advanced'>();
    expectTypeOf<ImageUploadRequest['file']>().toEqualTypeOf<File>();
    expectTypeOf<ReturnType<LandingApi['readme']>>().toEqualTypeOf<Promise<string>>();
  });
});
