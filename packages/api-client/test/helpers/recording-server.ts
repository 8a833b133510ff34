import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Reply = (request: RecordedRequest, res: ServerResponse) => void;

export interface RecordingServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** What the next requests are answered with (default: 200 `{"ok":true}`). */
  reply: Reply;
  close(): Promise<void>;
}

export const jsonReply =
  (status: number, body: unknown): Reply =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

/** A real HTTP server on 127.0.0.1 (random port) that records every request it receives. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const state: RecordingServer = {
    baseUrl: '',
    requests: [],
    reply: jsonReply(200, { ok: true }),
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      state.requests.push(recorded);
      state.reply(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  return state;
}

/** Parses a recorded multipart body with the platform's own parser. */
export async function parseForm(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}
