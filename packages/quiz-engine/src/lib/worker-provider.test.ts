import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFromPassages } from './answer.js';
import { generateQuiz } from './generate.js';
import { buildIndex } from './retrieval.js';
import { reviewCardsFromText } from './review-cards.js';
import { topicNotes } from './topic-notes.js';
import type { GenerationInput } from './provider.js';
import { EngineBusyError, createWorkerProvider } from './worker-provider.js';

const corpusDir = new URL('../../corpus/', import.meta.url);
const passages = readdirSync(corpusDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(new URL(name, corpusDir), 'utf8'));
const PHOTOSYNTHESIS = readFileSync(new URL('01-photosynthesis.md', corpusDir), 'utf8');
/** Every corpus passage (about 9,000 words): enough to keep the engine busy for most of a second. */
const LONG_TEXT = passages.join('\n\n');

const input: GenerationInput = {
  text: LONG_TEXT,
  seed: 11,
  options: [{ questionType: 'multiple_choice', higherOrder: false, questionsQuantity: 'many' }],
};

/** The longest stretch during `work` in which a 5 ms timer could not run (the event loop was blocked). */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    return { result, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('the engine on worker threads (runs the built engine: npm run build)', { timeout: 30_000 }, () => {
  const provider = createWorkerProvider({ threads: 1, maxQueue: 64 });
  beforeAll(async () => {
    // Let the thread start and load its language model before anything is timed.
    await provider.answer('warm up', []);
  }, 30_000);
  afterAll(async () => {
    await provider.close();
  });

  it('generates exactly the quiz the engine generates on the calling thread', async () => {
    const inWorker = await provider.generate(input);
    expect(inWorker.ok).toBe(true);
    expect(inWorker).toEqual(generateQuiz(input));
  });

  it('keeps the calling thread free while it works', async () => {
    // Three generations back to back: on the calling thread they are one stall of a few hundred ms even
    // on a fast machine; in the worker the timer keeps running.
    const onThread = await longestStall(async () => [
      generateQuiz(input),
      generateQuiz(input),
      generateQuiz(input),
    ]);
    const inWorker = await longestStall(async () => [
      await provider.generate(input),
      await provider.generate(input),
      await provider.generate(input),
    ]);
    expect(inWorker.result.every((result) => result.ok)).toBe(true);
    expect(onThread.stallMs).toBeGreaterThan(100);
    expect(inWorker.stallMs).toBeLessThan(onThread.stallMs / 2);
  });

  it('makes the same review cards as the engine on the calling thread', async () => {
    const texts = [PHOTOSYNTHESIS, passages[1] ?? ''];
    const cards = await provider.reviewCards(texts);
    expect(cards).toEqual(texts.map((text) => reviewCardsFromText(text)));
    expect(cards[0]?.length).toBeGreaterThan(0);
  });

  it('writes topic notes and grounded answers exactly as the engine does on the calling thread', async () => {
    const material = [{ id: 1, title: 'Photosynthesis', text: PHOTOSYNTHESIS }];
    expect(await provider.topicNotes('Photosynthesis', material)).toEqual(
      topicNotes('Photosynthesis', material),
    );
    const question = 'Where does photosynthesis take place in plants?';
    const hits = buildIndex([{ id: 1, title: 'Photosynthesis', text: PHOTOSYNTHESIS }]).search(question, 4);
    const answer = await provider.answer(question, hits);
    expect(answer.covered).toBe(true);
    expect(answer).toEqual(answerFromPassages(question, hits));
  });
});

describe('a class generating at once (runs the built engine)', { timeout: 120_000 }, () => {
  const chapter: GenerationInput = {
    text: PHOTOSYNTHESIS,
    seed: 3,
    options: [{ questionType: 'true_false', higherOrder: false, questionsQuantity: 'some' }],
  };

  it('queues 24 simultaneous generations on one thread and answers every one', async () => {
    const provider = createWorkerProvider({ threads: 1, maxQueue: 64 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 24 }, () => provider.generate(chapter)));
      const failures = results.filter((result) => result.status === 'rejected');
      expect(failures.map((failure) => String(failure.reason))).toEqual([]);
      expect(results.every((result) => result.status === 'fulfilled' && result.value.ok)).toBe(true);
    } finally {
      await provider.close();
    }
  });

  it('refuses past the bound with EngineBusyError and a time to come back', async () => {
    const provider = createWorkerProvider({ threads: 1, maxQueue: 2 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => provider.generate(chapter)));
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      const served = results.filter((result) => result.status === 'fulfilled');
      expect(served.length).toBeGreaterThanOrEqual(3);
      expect(refused.length).toBeGreaterThan(0);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(EngineBusyError);
        expect((reason as EngineBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await provider.close();
    }
  });
});
