import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE/ILIKE pattern that matches `text` literally anywhere (its own `%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * ORDER BY terms for names that contain `text`, best first: names that start with it (case-insensitively),
 * the shortest first, so the whole name comes first of all (no prefix match is shorter than the query);
 * then names that hold it elsewhere, the closest first (trigram similarity, so a shorter name that holds
 * the words wins). Callers add recency. Why length and not similarity among prefixes:
 * docs/decisions/028-search-prefix-order.md.
 */
export function closestNamesFirst(name: SQLWrapper, text: string): SQL[] {
  return [
    sql`CASE WHEN ${name} ILIKE ${`${escapeLike(text)}%`} THEN length(${name}) END NULLS LAST`,
    sql`similarity(${name}, ${text}) DESC`,
  ];
}

/**
 * The upper end of a prefix range: the prefix followed by this sorts after every name that starts with
 * it (U+10FFFF is the greatest code point, and UTF-8 byte order is code point order), and before every
 * name that does not. Exact for names of up to 256 characters after the prefix (all our name columns
 * hold 255).
 */
const PREFIX_CEILING = sql.raw('repeat(chr(1114111), 256)');

/** The search text: a value, or a placeholder in a prepared statement. */
type SearchText = string | SQLWrapper;

/**
 * The two steps of a name search that never ranks more than it must, with their order (best first):
 *
 * - `startsWith`: names that are `text` or start with it, case-insensitively. Written as a range of
 *   `lower(name)` (`~>=~`/`~<~`, byte order) that a `(user_id, lower(name) text_pattern_ops)` index
 *   answers, also in a generic plan where `text` is a parameter (a LIKE prefix would have to be written
 *   into the statement). Ordered `startsWithOrder`: the shortest name first, so the exact name comes
 *   first, as `closestNamesFirst` orders them, but without its ILIKE on every row (every row here is a
 *   prefix match).
 * - `containsElsewhere`: names that contain `text` but do not start with it (the trigram index), ordered
 *   `elsewhereOrder`: the closest first.
 *
 * Read `startsWith` first, and `containsElsewhere` only when it did not fill the answer (`namesBestFirst`):
 * together they give exactly the order `closestNamesFirst` gives over all name matches. Callers add recency.
 */
export function nameMatchSteps(
  name: SQLWrapper,
  text: string,
): { startsWith: SQL; startsWithOrder: SQL[]; containsElsewhere: SQL; elsewhereOrder: SQL[] } {
  const startsWith = startsWithName(name, text);
  return {
    startsWith,
    startsWithOrder: startsWithOrder(name),
    containsElsewhere: sql`${name} ILIKE ${containsPattern(text)} AND NOT ${startsWith}`,
    elsewhereOrder: [sql`similarity(${name}, ${text}) DESC`],
  };
}

/** The `startsWith` step's condition (see nameMatchSteps); `text` may be a placeholder. */
export function startsWithName(name: SQLWrapper, text: SearchText): SQL {
  return sql`(lower(${name}) ~>=~ lower(${text}) AND lower(${name}) ~<~ (lower(${text}) || ${PREFIX_CEILING}))`;
}

/**
 * The `startsWith` step's order (see nameMatchSteps): the shortest name first. A name that starts with the
 * query is at least as long as the query and as long only when it is the query, so the exact name
 * (case-insensitively) comes first; then the names with the fewest other characters. Callers add recency.
 */
export function startsWithOrder(name: SQLWrapper): SQL[] {
  return [sql`length(${name})`];
}

/**
 * The name matches of a search, best first, at most `wanted` (the `names` step of a NameFirstSearch):
 * `read(where, order, count)` answers the caller's rows that match `where` (its own owner condition
 * added), ordered by `order` and then the caller's tiebreak (recency), at most `count`. The prefix step
 * runs first; the trigram step only when the prefix step did not fill the answer.
 */
export async function namesBestFirst<Row>(
  wanted: number,
  name: SQLWrapper,
  text: string,
  read: (where: SQL, order: SQL[], count: number) => Promise<Row[]>,
): Promise<Row[]> {
  const steps = nameMatchSteps(name, text);
  const first = await read(steps.startsWith, steps.startsWithOrder, wanted);
  if (first.length >= wanted) return first;
  return [...first, ...(await read(steps.containsElsewhere, steps.elsewhereOrder, wanted - first.length))];
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
