import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the loopback server does with the next request. */
export type Reply =
  | { kind: 'json'; content: string; delayMs?: number }
  | { kind: 'stream'; chunks: string[]; delayMs?: number }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'garbage' }
  | { kind: 'broken-stream'; chunks: string[] }
  | { kind: 'hang' };

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: unknown;
}

export interface ChatCompletionsServer {
  /** e.g. http://127.0.0.1:43121/v1 */
  baseURL: string;
  requests: ChatRequest[];
  /** Replies used in order; the last one repeats. */
  reply(...replies: (Reply | ((request: ChatRequest) => Reply))[]): void;
  close(): Promise<void>;
}

function completion(model: string, content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function chunk(model: string, delta: Record<string, string>, finish: string | null): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small server on loopback that speaks the real chat-completions protocol — `POST /v1/chat/completions`
 * answered as JSON, or with `stream: true` as SSE chunks ending `data: [DONE]` — so the provider is
 * tested through the SDK and HTTP exactly as against OpenAI, vLLM, Ollama or llama.cpp.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const requests: ChatRequest[] = [];
  let queue: (Reply | ((request: ChatRequest) => Reply))[] = [{ kind: 'json', content: 'ok' }];
  const open = new Set<ServerResponse>();
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let raw = '';
    for await (const part of req) raw += String(part);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const request = JSON.parse(raw) as ChatRequest;
    requests.push(request);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    const reply = typeof next === 'function' ? next(request) : (next ?? { kind: 'hang' as const });
    const model = request.model;
    switch (reply.kind) {
      case 'json':
        if (reply.delayMs) await sleep(reply.delayMs);
        res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, reply.content));
        return;
      case 'status':
        res
          // Real servers say when to retry; a short wait keeps the retry tests fast.
          .writeHead(reply.status, {
            'content-type': 'application/json',
            ...(reply.headers ?? { 'retry-after-ms': '20' }),
          })
          .end(
            reply.body ?? JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }),
          );
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ this is not json');
        return;
      case 'hang':
        open.add(res);
        return;
      case 'stream':
      case 'broken-stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk(model, { role: 'assistant', content: '' }, null));
        for (const text of reply.chunks) {
          if (reply.kind === 'stream' && reply.delayMs) await sleep(reply.delayMs);
          if (res.destroyed) return;
          res.write(chunk(model, { content: text }, null));
        }
        if (reply.kind === 'broken-stream') {
          res.write('data: {"id": "chatcmpl-test", "choices": [ oops\n\n');
          res.end();
          return;
        }
        res.write(chunk(model, {}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...replies) {
      queue = replies;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
