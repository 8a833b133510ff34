import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE/ILIKE pattern that matches `text` literally anywhere (its own `%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * ORDER BY terms for names that contain `text`, best first: the whole name (case-insensitively), then
 * names that start with it, then anywhere else; within each, the closest name (trigram similarity, so
 * a shorter name that holds the words wins). Callers add recency.
 */
export function closestNamesFirst(name: SQLWrapper, text: string): SQL[] {
  return [
    sql`CASE WHEN lower(${name}) = lower(${text}) THEN 0 WHEN ${name} ILIKE ${`${escapeLike(text)}%`} THEN 1 ELSE 2 END`,
    sql`similarity(${name}, ${text}) DESC`,
  ];
}

/**
 * The two steps of a name search that never ranks more than it must: `startsWith` (names that are
 * `text` or start with it, case-insensitively, written as a `lower(name) LIKE 'text%'` range that a
 * `(user_id, lower(name) text_pattern_ops)` index answers) and `containsElsewhere` (names that contain
 * `text` but do not start with it, served by the trigram index). Read `startsWith` first, ordered by
 * `closestNamesFirst`, and `containsElsewhere` only when it did not fill the answer: together they give
 * exactly the order `closestNamesFirst` gives over all name matches.
 */
export function nameMatchSteps(name: SQLWrapper, text: string): { startsWith: SQL; containsElsewhere: SQL } {
  // lower() on both sides, as ILIKE does. The pattern is written into the statement (dollar-quoted: no
  // escapes exist there) and not bound: the embedded database names every statement and may plan it once
  // for any parameter (a generic plan), which cannot read a LIKE prefix from the index.
  const startsWith = sql`lower(${name}) LIKE lower(${sql.raw(dollarQuoted(`${escapeLike(text)}%`))})`;
  return {
    startsWith,
    containsElsewhere: sql`${name} ILIKE ${containsPattern(text)} AND NOT (${startsWith})`,
  };
}

/** `text` as a dollar-quoted SQL literal, with a tag that `text` does not contain. */
export function dollarQuoted(text: string): string {
  let tag = '$q$';
  for (let n = 0; text.includes(tag); n += 1) tag = `$q${n}$`;
  return `${tag}${text}${tag}`;
}

/**
 * The full-text query for a user's search string. `websearch_to_tsquery` never fails on user input
 * (quotes, `-`, `or` are understood; anything else is ignored), so no escaping is needed.
 */
export function webSearchQuery(text: string): SQL {
  return sql`websearch_to_tsquery('english', ${text})`;
}

/**
 * True when the search string has no word that full-text search keeps (only stop words or
 * punctuation): such a search falls back to a plain substring match.
 */
export function hasSearchableWord(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.some((word) => !STOP_WORDS.has(word));
}

// PostgreSQL's English stop words (snowball "english.stop"), the ones that tokenise to nothing.
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each ' +
    'few more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);
