/** What replaces a withheld answer in a study buddy's reply. */
export const MASK = '_____';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Redactor {
  /** Takes the next streamed chunk; returns the text that is safe to send now. */
  push(chunk: string): string;
  /** The rest, once the stream has ended. */
  flush(): string;
}

/**
 * Masks withheld answers (whole words, any case) in a stream of text chunks. An answer can be split
 * across chunks, so the tail that could still be the start of one is held back until it is decided.
 */
export function createRedactor(withheld: string[]): Redactor {
  const words = [...new Set(withheld.map((w) => w.trim()).filter((w) => w.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0) return { push: (chunk) => chunk, flush: () => '' };
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const hold = Math.max(...words.map((w) => w.length));
  let pending = '';
  return {
    push(chunk) {
      pending = (pending + chunk).replace(pattern, MASK);
      if (pending.length <= hold) return '';
      const out = pending.slice(0, pending.length - hold);
      pending = pending.slice(pending.length - hold);
      return out;
    },
    flush() {
      const out = pending.replace(pattern, MASK);
      pending = '';
      return out;
    },
  };
}

/** Masks withheld answers in a finished text. */
export function redact(text: string, withheld: string[]): string {
  const r = createRedactor(withheld);
  return r.push(text) + r.flush();
}
