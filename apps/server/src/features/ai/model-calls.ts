import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  Output,
  RetryError,
  type LanguageModel,
} from 'ai';
import type { z } from 'zod';
import { ApiError, errors } from '../../lib/errors.js';
import { providerFailure } from './provider-errors.js';
import { repairJsonPrompt } from './prompts.js';

export interface ModelCallerOptions {
  model: LanguageModel;
  /** Longest one call may take. */
  timeoutMs: number;
  /** Retries after a server error or a timeout (a 429 is waited out separately). */
  maxRetries: number;
  /** Calls in flight at once; the rest wait their turn. */
  concurrency?: number;
  /** Waits on a 429 before giving up. */
  maxRateLimitWaits?: number;
  /** Longest `Retry-After` waited out; a longer one is a 503 at once. */
  maxRetryAfterMs?: number;
}

/** The model said it will not do this: nothing is charged and the user is told so. */
export class RefusalError extends ApiError {
  constructor() {
    super(422, {
      detail:
        'The language model declined to write questions from this material. Nothing was charged; try other material or the built-in engine.',
    });
  }
}

const REFUSAL =
  /^\s*(i'?m sorry|i am sorry|sorry,|i can(?:'|no)t|i cannot|i won'?t|i am unable|i'?m unable|as an ai)\b/i;

/** Whether a reply with no JSON in it is the model declining. */
export function isRefusal(text: string | undefined, finishReason?: string): boolean {
  if (finishReason === 'content-filter') return true;
  if (!text || /[{[]/.test(text)) return false;
  return REFUSAL.test(text);
}

/** The JSON inside a reply: code fences and chatter around it removed. */
export function extractJson(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, '');
  const start = unfenced.search(/[{[]/);
  const end = Math.max(unfenced.lastIndexOf('}'), unfenced.lastIndexOf(']'));
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

function retryAfterMs(error: unknown): number | null {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(cause) || cause.statusCode !== 429) return null;
  const headers = cause.responseHeaders ?? {};
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers['retry-after']);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(headers['retry-after'] ?? '');
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : 1000;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls to one model, queued: at most `concurrency` at a time, and when the provider answers 429 every
 * call waits until its `Retry-After` has passed before the next is sent (a rate limit is a wait, not a
 * failure). A reply that is not the JSON asked for is repaired once: read leniently, else sent back to
 * the model with the schema's complaint. A refusal is a `RefusalError`; anything else a 502/503 `ApiError`.
 */
export function createModelCaller(options: ModelCallerOptions) {
  const seconds = Math.round(options.timeoutMs / 1000);
  const concurrency = options.concurrency ?? 4;
  const maxWaits = options.maxRateLimitWaits ?? 3;
  const maxRetryAfter = options.maxRetryAfterMs ?? 60_000;
  let running = 0;
  const waiting: (() => void)[] = [];
  let pausedUntil = 0;

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function send<T>(call: () => Promise<T>): Promise<T> {
    for (let waits = 0; ; waits += 1) {
      const pause = pausedUntil - Date.now();
      if (pause > 0) await sleep(pause);
      try {
        return await slot(call);
      } catch (error) {
        const wait = retryAfterMs(error);
        if (wait === null || waits >= maxWaits || wait > maxRetryAfter) throw error;
        pausedUntil = Math.max(pausedUntil, Date.now() + wait);
      }
    }
  }

  const settings = () => ({
    model: options.model,
    maxRetries: options.maxRetries,
    timeout: { totalMs: options.timeoutMs },
  });

  /** One call whose reply must match `schema`; repaired once when it does not. */
  async function json<S extends z.ZodType>(system: string, prompt: string, schema: S): Promise<z.infer<S>> {
    let failed: { text: string; problem: string };
    try {
      const { output } = await send(() =>
        generateText({ ...settings(), system, prompt, output: Output.object({ schema }) }),
      );
      return output as z.infer<S>;
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw providerFailure(error, seconds);
      if (isRefusal(error.text, error.finishReason)) throw new RefusalError();
      const text = error.text ?? '';
      const lenient = schema.safeParse(extractJson(text));
      if (lenient.success) return lenient.data as z.infer<S>;
      failed = {
        text,
        problem: lenient.error.issues[0]
          ? `${lenient.error.issues[0].path.join('.')}: ${lenient.error.issues[0].message}`
          : 'not JSON',
      };
    }
    let repaired: string;
    try {
      ({ text: repaired } = await send(() =>
        generateText({
          ...settings(),
          system,
          prompt: repairJsonPrompt(prompt, failed.text, failed.problem),
        }),
      ));
    } catch (error) {
      throw providerFailure(error, seconds);
    }
    if (isRefusal(repaired)) throw new RefusalError();
    const second = schema.safeParse(extractJson(repaired));
    if (second.success) return second.data as z.infer<S>;
    throw errors.badGateway('The language model sent a reply that could not be read.');
  }

  /** One call answered with plain text. */
  async function text(system: string, prompt: string): Promise<string> {
    try {
      const result = await send(() => generateText({ ...settings(), system, prompt }));
      return result.text;
    } catch (error) {
      throw providerFailure(error, seconds);
    }
  }

  return { json, text };
}

export type ModelCaller = ReturnType<typeof createModelCaller>;
