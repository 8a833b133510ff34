import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GroundedAnswer } from './answer.js';
import type { GeneratedQuiz, QuizProvider } from './provider.js';
import type { GenerationFailure, NotesFailure, Result } from './result.js';
import type { TopicNotes } from './topic-notes.js';

// From src/lib (tests) and dist/lib (the built server) alike, the compiled task module is here.
const TASKS = fileURLToPath(new URL('../../dist/lib/engine-tasks.js', import.meta.url));

/**
 * The embedded engine on a pool of worker threads: generating a long quiz or writing topic notes takes
 * up to a second of CPU, and on the request thread that second would stall every other request (a class
 * answering a hosted quiz, say). Same engine, same results; only where it runs differs.
 */
export function createWorkerProvider(options: {
  threads: number;
}): QuizProvider & { close(): Promise<void> } {
  if (!existsSync(TASKS))
    throw new Error(`the quiz engine is not built (${TASKS} is missing): run npm run build`);
  const pool = new Piscina({
    filename: TASKS,
    minThreads: options.threads,
    maxThreads: options.threads,
    // A quiz request waits its turn rather than failing when every thread is busy.
    maxQueue: 'auto',
  });
  return {
    name: 'embedded',
    generate: (input) =>
      pool.run(input, { name: 'generate' }) as Promise<Result<GeneratedQuiz, GenerationFailure>>,
    topicNotes: (topic, passages) =>
      pool.run({ topic, passages }, { name: 'topicNotes' }) as Promise<Result<TopicNotes, NotesFailure>>,
    answer: (question, passages) =>
      pool.run({ question, passages }, { name: 'answer' }) as Promise<GroundedAnswer>,
    close: () => pool.destroy(),
  };
}
