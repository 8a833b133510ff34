import type { StudentAttempt } from '@quizwise/contract';
import { readItem, writeItem } from '../lib/storage.js';
import type { Answer, StudentApi } from './student-api.js';

/** What this device keeps of an attempt, so a reload or a dropped connection loses nothing. */
export interface LocalAttempt {
  token: string;
  attempt: StudentAttempt;
  /** Every answer given on this device, by question key. */
  answers: Record<string, string | null>;
  /** Keys whose latest answer the server has not confirmed yet. */
  pending: number[];
}

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'refused'; detail: string };

const keyFor = (code: string) => `qw_attempt_${code.trim().toUpperCase()}`;

export function loadLocalAttempt(code: string): LocalAttempt | null {
  const raw = readItem(keyFor(code));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as LocalAttempt;
    return parsed && typeof parsed.token === 'string' && parsed.attempt ? parsed : null;
  } catch {
    return null;
  }
}

export function storeLocalAttempt(code: string, local: LocalAttempt | null): void {
  writeItem(keyFor(code), local ? JSON.stringify(local) : '');
}

export interface OutboxOptions {
  /** Wait this long after a change before sending, so typing sends one request, not one per key. */
  debounceMs?: number;
  /** First retry delay after a failed send; doubles up to 15 s. */
  retryMs?: number;
  onStatus?: (status: SaveStatus) => void;
}

/**
 * Keeps a student's answers on the device and sends them in batches. A change is stored locally first,
 * then sent (PUT, idempotent: the latest answer per question wins); a failed send is retried with
 * back-off and whenever the browser comes back online, and anything unconfirmed is sent again after a
 * reload. Nothing is dropped until the server has confirmed that exact answer.
 */
const MOVED_ELSEWHERE =
  'This quiz is now open on another device. Open the quiz link again here to carry on; answers saved so far are kept.';

export class AnswerOutbox {
  private local: LocalAttempt;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private retryDelay: number;
  private readonly debounceMs: number;
  private readonly retryMs: number;
  private readonly onStatus: (status: SaveStatus) => void;

  constructor(
    private readonly api: StudentApi,
    private readonly code: string,
    local: LocalAttempt,
    options: OutboxOptions = {},
  ) {
    this.local = local;
    this.debounceMs = options.debounceMs ?? 400;
    this.retryMs = options.retryMs ?? 1000;
    this.retryDelay = this.retryMs;
    this.onStatus = options.onStatus ?? (() => {});
    if (local.pending.length > 0) this.schedule(0);
  }

  get answers(): Record<string, string | null> {
    return this.local.answers;
  }

  /** Every answer on this device, for the final submission. */
  all(): Answer[] {
    return Object.entries(this.local.answers).map(([key, response]) => ({ key: Number(key), response }));
  }

  set(key: number, response: string | null): void {
    this.local = {
      ...this.local,
      answers: { ...this.local.answers, [key]: response },
      pending: [...new Set([...this.local.pending, key])],
    };
    storeLocalAttempt(this.code, this.local);
    this.schedule(this.debounceMs);
  }

  /** Sends whatever is unconfirmed now (used when the browser comes back online). */
  flushNow(): Promise<void> {
    this.schedule(0);
    return this.inFlight ?? Promise.resolve();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private async flush(): Promise<void> {
    if (this.inFlight) {
      await this.inFlight;
      if (this.local.pending.length > 0 && !this.timer) this.schedule(0);
      return;
    }
    if (this.local.pending.length === 0) return;
    const batch = this.local.pending.map((key) => ({ key, response: this.local.answers[key] ?? null }));
    this.onStatus({ kind: 'saving' });
    this.inFlight = (async () => {
      const result = await this.api.save(this.local.attempt.id, this.local.token, batch);
      if (result.ok) {
        // Only answers unchanged since they were sent count as saved; newer ones go in the next batch.
        const confirmed = new Set(
          batch.filter((a) => (this.local.answers[a.key] ?? null) === a.response).map((a) => a.key),
        );
        this.local = { ...this.local, pending: this.local.pending.filter((key) => !confirmed.has(key)) };
        storeLocalAttempt(this.code, this.local);
        this.retryDelay = this.retryMs;
        this.onStatus({ kind: 'saved', at: result.value.saved_at });
        if (this.local.pending.length > 0) this.schedule(0);
      } else if (result.status === 0 || result.status >= 500 || result.status === 429) {
        this.onStatus({ kind: 'offline' });
        this.schedule(this.retryDelay);
        this.retryDelay = Math.min(this.retryDelay * 2, 15_000);
      } else if (result.status === 404) {
        // The student carried on with their code on another device, which now holds the attempt.
        this.onStatus({ kind: 'refused', detail: MOVED_ELSEWHERE });
      } else {
        this.onStatus({ kind: 'refused', detail: result.detail });
      }
    })();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }
}
