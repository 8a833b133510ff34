import type { GenerationProgress } from '@quizwise/contract';
import type { GenerationStep, QuizProvider } from '@quizwise/quiz-engine';

/** How long a finished generation's progress can still be read (a last poll after the answer). */
const KEEP_AFTER_MS = 60_000;
/** At most this many generations tracked at once; the oldest go first. */
const MAX_TRACKED = 10_000;

/** Who the generator says is writing: the model's label, else the embedded engine. */
export function engineLabel(provider: Pick<QuizProvider, 'label'>): string {
  return provider.label ?? 'the built-in engine';
}

/**
 * How far each running generation has got, by the caller's own key (`progress_key`), for
 * `GET /api/generate-quiz/progress/{key}/`. In memory, per process: with `WEB_CONCURRENCY` > 1 a poll
 * may reach another process, which answers 404 and the generator keeps its generic status line.
 */
export class ProgressBoard {
  private readonly entries = new Map<string, { progress: GenerationProgress; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private id(userId: number, key: string): string {
    return `${userId}:${key}`;
  }

  /** Starts tracking a generation; the returned hooks report into it, `finish` marks it done. */
  track(userId: number, key: string, engine: string, total: number) {
    const id = this.id(userId, key);
    this.sweep();
    const set = (progress: GenerationProgress, ttl = Number.POSITIVE_INFINITY) => {
      this.entries.delete(id);
      this.entries.set(id, { progress, expires: this.now() + ttl });
    };
    set({ engine, stage: 'writing', done: 0, total });
    return {
      onProgress: (step: GenerationStep) =>
        set({ engine, stage: step.stage, done: Math.min(step.done, step.total), total: step.total || total }),
      finish: () => {
        const last = this.entries.get(id)?.progress;
        set({ engine, stage: 'done', done: last?.done ?? 0, total: last?.total ?? total }, KEEP_AFTER_MS);
      },
    };
  }

  /** The progress of the caller's generation with this key, or null (unknown, another user's, expired). */
  read(userId: number, key: string): GenerationProgress | null {
    const entry = this.entries.get(this.id(userId, key));
    if (!entry || entry.expires < this.now()) return null;
    return entry.progress;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.expires < now) this.entries.delete(id);
    while (this.entries.size >= MAX_TRACKED) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
