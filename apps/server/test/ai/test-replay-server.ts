import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The key of a chat-completions request, exactly as `../shared/quality/stand-in-model.mjs` computes it
 * (SHA-256 of the messages, response format and tools, first 16 hex digits), so answers recorded with
 * the stand-in drop straight into a replay directory.
 */
export function requestKey(body: { messages?: unknown; response_format?: unknown; tools?: unknown }): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        messages: body.messages,
        response_format: body.response_format ?? null,
        tools: body.tools ?? null,
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

export interface ReplayServer {
  baseURL: string;
  dir: string;
  /** Keys asked for that have no reply yet, in the order first asked. */
  pending(): string[];
  /** Writes the answer to a pending request (as the lead does with the stand-in's answers). */
  answer(key: string, text: string): void;
  /** Every request answered, by key (the same key may be asked twice). */
  served: string[];
  close(): Promise<void>;
}

/**
 * A loopback OpenAI-compatible server replaying recorded answers: `DIR/replies/<key>.txt` is the
 * assistant's message for the request with that key (JSON or, with `stream: true`, SSE chunks ending
 * `data: [DONE]`); a request without one is saved as `DIR/pending/<key>.json` and answered 503, the
 * same layout and behaviour as the stand-in, so the product never knows it is not talking to a model.
 * A reply file may instead be `<key>.status` holding an HTTP status (a recorded failure, e.g. 429).
 */
export async function startReplayServer(dir: string): Promise<ReplayServer> {
  for (const sub of ['pending', 'replies']) mkdirSync(path.join(dir, sub), { recursive: true });
  const asked: string[] = [];
  const served: string[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let raw = '';
    for await (const part of req) raw += String(part);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as { model: string; stream?: boolean; messages: unknown };
    const key = requestKey(body);
    const reply = path.join(dir, 'replies', `${key}.txt`);
    const status = path.join(dir, 'replies', `${key}.status`);
    if (existsSync(status)) {
      const code = Number(readFileSync(status, 'utf8').trim());
      served.push(key);
      res
        .writeHead(code, { 'content-type': 'application/json', 'retry-after': '0' })
        .end(JSON.stringify({ error: { message: 'recorded failure', type: 'server_error' } }));
      return;
    }
    if (!existsSync(reply)) {
      const pending = path.join(dir, 'pending', `${key}.json`);
      if (!existsSync(pending)) writeFileSync(pending, JSON.stringify(body, null, 2));
      if (!asked.includes(key)) asked.push(key);
      res
        .writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' })
        .end(JSON.stringify({ error: { message: 'no reply recorded yet', type: 'server_error' } }));
      return;
    }
    served.push(key);
    const content = readFileSync(reply, 'utf8');
    const base = { id: `chatcmpl-${key}`, created: Math.floor(Date.now() / 1000), model: body.model };
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content }, null));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    dir,
    pending: () => asked.filter((key) => !existsSync(path.join(dir, 'replies', `${key}.txt`))),
    answer(key, text) {
      writeFileSync(path.join(dir, 'replies', `${key}.txt`), text);
    },
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The recorded requests of a replay directory that have answers: `[key, request, reply]`. */
export function recordedPairs(
  dir: string,
): [string, { messages: { role: string; content: string }[] }, string][] {
  const pendingDir = path.join(dir, 'pending');
  if (!existsSync(pendingDir)) return [];
  return readdirSync(pendingDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((key) => existsSync(path.join(dir, 'replies', `${key}.txt`)))
    .map((key) => [
      key,
      JSON.parse(readFileSync(path.join(pendingDir, `${key}.json`), 'utf8')) as {
        messages: { role: string; content: string }[];
      },
      readFileSync(path.join(dir, 'replies', `${key}.txt`), 'utf8'),
    ]);
}
