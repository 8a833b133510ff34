import { createHash } from 'node:crypto';
import { buildIndex, type SearchIndex, type SourceDocument } from '@quizwise/quiz-engine';

/** Indexes kept: one per recently used scope (a 50-page collection's index is a few MB). */
const MAX_ENTRIES = 16;

const cache = new Map<string, SearchIndex>();

function fingerprint(docs: SourceDocument[]): string {
  const hash = createHash('sha256');
  for (const doc of docs) hash.update(`${doc.id}\u0000${doc.title}\u0000${doc.text}\u0001`);
  return hash.digest('base64url');
}

/**
 * The BM25 index of these documents, built once and reused while their text is unchanged. Building
 * one means reading every sentence with the NLP model (≈ 0.6 s for 50 pages), which would otherwise
 * be paid on every chat message. The key is a hash of the text itself, so an edit is never served
 * stale and nothing other processes need lives here: it is only a cache.
 */
export function cachedIndex(docs: SourceDocument[]): SearchIndex {
  const key = fingerprint(docs);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const index = buildIndex(docs);
  cache.set(key, index);
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return index;
}
