import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a loopback service does with the next request. */
export type ServiceReply =
  | { kind: 'text'; content: string }
  | { kind: 'stream'; chunks: string[] }
  | { kind: 'status'; status: number; headers?: Record<string, string> };

export interface ServiceRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface ServiceServer {
  /** The API root the SDK is given, e.g. http://127.0.0.1:43121/v1 (Anthropic) or …/v1beta (Google). */
  baseURL: string;
  requests: ServiceRequest[];
  /** Replies used in order; the last one repeats. A function sees the request (its prompt). */
  reply(...replies: (ServiceReply | ((request: ServiceRequest) => ServiceReply))[]): void;
  close(): Promise<void>;
}

/** How one service writes an answer, an error and a stream on the wire. */
interface Protocol {
  root: string;
  /** Whether this path is the service's generation endpoint, and whether it streams. */
  route(path: string, body: Record<string, unknown>): { stream: boolean } | null;
  answer(request: ServiceRequest, text: string): unknown;
  error(status: number): unknown;
  events(request: ServiceRequest, chunks: string[]): string[];
}

const sse = (event: string | null, data: unknown) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

async function startService(protocol: Protocol, port: number): Promise<ServiceServer> {
  const requests: ServiceRequest[] = [];
  let queue: (ServiceReply | ((request: ServiceRequest) => ServiceReply))[] = [
    { kind: 'text', content: 'ok' },
  ];
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let raw = '';
    for await (const part of req) raw += String(part);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const path = req.url ?? '';
    const route = req.method === 'POST' ? protocol.route(path, body) : null;
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(protocol.error(404)));
      return;
    }
    const request = { path, headers: req.headers, body };
    requests.push(request);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    const reply = typeof next === 'function' ? next(request) : (next ?? { kind: 'status', status: 500 });
    if (reply.kind === 'status') {
      res
        .writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) })
        .end(JSON.stringify(protocol.error(reply.status)));
      return;
    }
    const chunks = reply.kind === 'stream' ? reply.chunks : [reply.content];
    if (!route.stream) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(protocol.answer(request, chunks.join(''))));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const event of protocol.events(request, chunks)) res.write(event);
    res.end();
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${address.port}${protocol.root}`,
    requests,
    reply(...replies) {
      queue = replies;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The tool the request makes the model call: `tool_choice` `{type: "tool", name}`, or `{type: "any"}`
 * with one tool (how Anthropic's SDK asks for JSON through a "json" tool).
 */
function forcedTool(body: Record<string, unknown>): string | null {
  const choice = body['tool_choice'] as { type?: string; name?: string } | undefined;
  const tools = (body['tools'] as { name?: string }[] | undefined) ?? [];
  if (choice?.type === 'tool' && choice.name) return choice.name;
  return choice?.type === 'any' && tools.length === 1 ? (tools[0]?.name ?? null) : null;
}

const ANTHROPIC_ERRORS: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

/**
 * Anthropic's Messages API on loopback: `POST /v1/messages` answered with a `message` (a text block, or
 * a `tool_use` block when a JSON tool is forced), `stream: true` as its SSE events (`message_start`,
 * `content_block_delta` … `message_stop`), errors as `{"type": "error", "error": {…}}`.
 */
/** `port` 0 (tests) takes a free one. */
export function startAnthropicServer(port = 0): Promise<ServiceServer> {
  return startService(
    {
      root: '/v1',
      route: (path, body) => (path === '/v1/messages' ? { stream: body['stream'] === true } : null),
      answer: (request, text) => {
        const tool = forcedTool(request.body);
        return {
          id: 'msg_test',
          type: 'message',
          role: 'assistant',
          model: request.body['model'],
          content: tool
            ? [{ type: 'tool_use', id: 'toolu_test', name: tool, input: JSON.parse(text) as unknown }]
            : [{ type: 'text', text }],
          stop_reason: tool ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10 },
        };
      },
      error: (status) => ({
        type: 'error',
        error: { type: ANTHROPIC_ERRORS[status] ?? 'api_error', message: 'upstream failure' },
      }),
      events: (request, chunks) => [
        sse('message_start', {
          type: 'message_start',
          message: {
            id: 'msg_test',
            type: 'message',
            role: 'assistant',
            model: request.body['model'],
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: 10, output_tokens: 1 },
          },
        }),
        sse('content_block_start', {
          type: 'content_block_start',
          index: 0,
          content_block: { type: 'text', text: '' },
        }),
        ...chunks.map((text) =>
          sse('content_block_delta', {
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'text_delta', text },
          }),
        ),
        sse('content_block_stop', { type: 'content_block_stop', index: 0 }),
        sse('message_delta', {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: { output_tokens: 10 },
        }),
        sse('message_stop', { type: 'message_stop' }),
      ],
    },
    port,
  );
}

const GOOGLE_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
};

const USAGE = { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 };

/**
 * Google's Gemini API on loopback: `POST /v1beta/models/<model>:generateContent` answered with
 * `candidates[0].content.parts`, `:streamGenerateContent?alt=sse` as SSE chunks of the same shape, errors
 * as `{"error": {"code", "message", "status"}}`.
 */
export function startGoogleServer(port = 0): Promise<ServiceServer> {
  return startService(
    {
      root: '/v1beta',
      route: (path) => {
        if (/^\/v1beta\/models\/[^/:]+:generateContent$/.test(path)) return { stream: false };
        if (/^\/v1beta\/models\/[^/:]+:streamGenerateContent\?alt=sse$/.test(path)) return { stream: true };
        return null;
      },
      answer: (_request, text) => ({
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: USAGE,
        modelVersion: 'gemini-test',
      }),
      error: (status) => ({
        error: { code: status, message: 'upstream failure', status: GOOGLE_STATUS[status] ?? 'INTERNAL' },
      }),
      events: (_request, chunks) =>
        chunks.map((text, i) =>
          sse(null, {
            candidates: [
              {
                content: { role: 'model', parts: [{ text }] },
                index: 0,
                ...(i === chunks.length - 1 ? { finishReason: 'STOP' } : {}),
              },
            ],
            ...(i === chunks.length - 1 ? { usageMetadata: USAGE } : {}),
          }),
        ),
    },
    port,
  );
}

/** The text of every system and user message of a request, in either protocol. */
export function promptText(request: ServiceRequest): string {
  return JSON.stringify([
    request.body['system'] ?? request.body['systemInstruction'] ?? '',
    request.body['messages'] ?? request.body['contents'] ?? '',
  ]);
}
