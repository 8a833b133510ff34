// Small wording helpers the question families share. Kept apart so no family imports another family:
// `statement-family.ts` once took this from `definition-family.ts`, which imports `statement-family.ts`.

/** Puts `word` after `head`, turning a closing "a"/"an" into the one the word needs. */
export function withArticle(head: string, word: string): string {
  const match = /(^|\s)(an?|An?)\s$/.exec(head);
  if (!match) return head + word;
  const article = /^[aeiou]/i.test(word) ? 'an' : 'a';
  const cased = match[2]?.startsWith('A') ? article.charAt(0).toUpperCase() + article.slice(1) : article;
  return `${head.slice(0, head.length - (match[2]?.length ?? 0) - 1)}${cased} ${word}`;
}
