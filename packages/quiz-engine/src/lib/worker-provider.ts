import type { ReviewCardDraft } from './review-cards.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GroundedAnswer } from './answer.js';
import type { EngineCapacity } from './capacity.js';
import type { GeneratedQuiz, QuizProvider } from './provider.js';
import type { GenerationFailure, NotesFailure, Result } from './result.js';
import type { TopicNotes } from './topic-notes.js';

// From src/lib (tests) and dist/lib (the built server) alike, the compiled task module is here.
const TASKS = fileURLToPath(new URL('../../dist/lib/engine-tasks.js', import.meta.url));

/** Every thread busy and the waiting line full: try again after `retryAfterSeconds`. */
export class EngineBusyError extends Error {
  override name = 'EngineBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super(`The quiz engine is busy; try again in ${retryAfterSeconds} seconds.`);
  }
}

export interface WorkerProviderOptions {
  threads: number;
  /** Tasks that may wait for a thread; one more is refused with EngineBusyError. */
  maxQueue: number;
}

/** Seconds a task takes, averaged over recent ones, to tell a refused caller when to come back. */
function taskClock() {
  let averageMs = 500;
  return {
    time<T>(task: Promise<T>): Promise<T> {
      const started = performance.now();
      return task.finally(() => {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      });
    },
    secondsToDrain(waiting: number, threads: number): number {
      return Math.min(60, Math.max(1, Math.ceil((waiting * averageMs) / threads / 1000)));
    },
  };
}

/**
 * The embedded engine on a pool of worker threads: generating a long quiz or writing topic notes takes
 * up to a second of CPU, and on the request thread that second would stall every other request (a class
 * answering a hosted quiz, say). Same engine, same results; only where it runs differs. Requests beyond
 * the threads wait in a bounded line (a class generating at once all get their quiz); past the bound a
 * request is refused at once with EngineBusyError rather than queued without end.
 */
/**
 * The parent's Node options minus `--conditions source`: the threads run the built engine, which must
 * load the built packages; a parent started on the sources (tsx, vitest) would point them at
 * TypeScript that plain Node cannot load.
 */
export function withoutSourceCondition(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i += 1) {
    const arg = execArgv[i]!;
    if ((arg === '--conditions' || arg === '-C') && execArgv[i + 1] === 'source') {
      i += 1;
      continue;
    }
    if (arg === '--conditions=source' || arg === '-C=source') continue;
    kept.push(arg);
  }
  return kept;
}

export function createWorkerProvider(options: WorkerProviderOptions): QuizProvider & {
  close(): Promise<void>;
  reviewCards(texts: string[]): Promise<ReviewCardDraft[][]>;
  capacity: NonNullable<QuizProvider['capacity']>;
  skills: NonNullable<QuizProvider['skills']>;
} {
  if (!existsSync(TASKS))
    throw new Error(`the quiz engine is not built (${TASKS} is missing): run npm run build`);
  const execArgv = withoutSourceCondition(process.execArgv);
  const pool = new Piscina({
    filename: TASKS,
    // Only when something was dropped: an explicit list is checked, and per-process flags such as
    // --cpu-prof or --perf-basic-prof would then refuse to start a worker; inherited they are ignored.
    ...(execArgv.length < process.execArgv.length ? { execArgv } : {}),
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
  });
  const clock = taskClock();
  const run = <T>(task: unknown, name: string): Promise<T> => {
    if (pool.queueSize >= options.maxQueue) {
      return Promise.reject(new EngineBusyError(clock.secondsToDrain(pool.queueSize, options.threads)));
    }
    return clock.time(pool.run(task, { name }) as Promise<T>);
  };
  return {
    name: 'embedded',
    generate: (input) => run<Result<GeneratedQuiz, GenerationFailure>>(input, 'generate'),
    topicNotes: (topic, passages) => run<Result<TopicNotes, NotesFailure>>({ topic, passages }, 'topicNotes'),
    answer: (question, passages) => run<GroundedAnswer>({ question, passages }, 'answer'),
    reviewCards: (texts) => run<ReviewCardDraft[][]>({ texts }, 'reviewCards'),
    capacity: (input) => run<EngineCapacity>(input, 'capacity'),
    skills: (text) => run<string[]>({ text }, 'skills'),
    close: () => pool.destroy(),
  };
}
