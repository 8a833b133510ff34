/**
 * The one search shape every searchable resource follows: name matches first, found whatever their age,
 * best first (names that start with the query, shortest first, so the exact name first; then names that
 * hold it elsewhere, closest first by trigram similarity; each then by recency); then, only when they
 * do not fill the answer, the best-ranked matches of the rest (content, labels, topics, category, ...),
 * which never repeat a name match.
 *
 * The SQL stays in each repository: `names(limit)` answers the name matches, best first, at most
 * `limit` (the user's resources read them with `namesBestFirst` in lib/search-terms.ts: names that start
 * with the query from a `(user_id, lower(name) text_pattern_ops)` range, names that hold it elsewhere from
 * the trigram index only when those do not fill the answer); `rest(limit)` answers the other matches
 * (those whose name does not match), best first, at most `limit`. A repository bounds the cost of its
 * ranking with SEARCH_RANKED_MATCHES.
 */
export interface NameFirstSearch<Row> {
  names(limit: number): Promise<Row[]>;
  rest?(limit: number): Promise<Row[]>;
}

/**
 * How many of a user's non-name matches are ranked at most (the newest that many): a word found in
 * thousands of texts is still answered in milliseconds. Name matches are never bounded by it.
 */
export const SEARCH_RANKED_MATCHES = 1000;

export async function nameFirstSearch<Row>(limit: number, search: NameFirstSearch<Row>): Promise<Row[]> {
  const names = await search.names(limit);
  if (names.length >= limit || !search.rest) return names;
  return [...names, ...(await search.rest(limit - names.length))];
}
