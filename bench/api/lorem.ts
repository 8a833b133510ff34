/** Deterministic lorem-ipsum rows in the DRF peer's shape (1024-character content, "<Word> <word> <i>" names). */

const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore ' +
  'magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo ' +
  'consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur ' +
  'sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'
).split(' ');

/** mulberry32: a tiny seeded generator, so every run seeds the same rows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function word(random: () => number): string {
  return WORDS[Math.floor(random() * WORDS.length)] ?? 'lorem';
}

export function loremContent(random: () => number, length = 1024): string {
  let text = '';
  while (text.length < length) text += (text ? ' ' : '') + word(random);
  return text.slice(0, length);
}

export function loremName(random: () => number, index: number): string {
  const first = word(random);
  return `${first[0]?.toUpperCase() ?? ''}${first.slice(1)} ${word(random)} ${index}`;
}
