import type { ItsFunction } from 'wink-nlp';
import { createRequire } from 'node:module';
import type Bm25Vectorizer from 'wink-nlp/utilities/bm25-vectorizer';

// wink declares this CommonJS utility without the `.js` that Node's ESM resolver needs, so load it
// through require and keep wink's own typings.
const bm25Vectorizer = createRequire(import.meta.url)(
  'wink-nlp/utilities/bm25-vectorizer.js',
) as typeof Bm25Vectorizer;
import { analyse, contentLemmas, nlp, type Sentence } from './nlp.js';

export interface SourceDocument {
  id: string | number;
  title: string;
  text: string;
}

/** A few consecutive sentences of one document: the unit of retrieval and citation. */
export interface Passage {
  id: string;
  doc_id: string | number;
  doc_title: string;
  text: string;
  sentences: string[];
}

export interface SearchHit extends Passage {
  score: number;
}

export interface SearchIndex {
  passages: Passage[];
  /** The `k` passages ranked highest by BM25 for the query; passages that share no term are left out. */
  search(query: string, k?: number): SearchHit[];
}

/** Words per passage: long enough to hold an answer with its context, short enough to cite. */
const PASSAGE_WORDS = 90;

function splitPassages(doc: SourceDocument): Passage[] {
  const out: Passage[] = [];
  let current: Sentence[] = [];
  let words = 0;
  let section: string | null = null;
  const flush = (): void => {
    if (current.length === 0) return;
    const sentences = current.map((s) => s.text);
    out.push({
      id: `${doc.id}#${out.length + 1}`,
      doc_id: doc.id,
      doc_title: doc.title,
      text: sentences.join(' '),
      sentences,
    });
    current = [];
    words = 0;
  };
  for (const sentence of analyse(doc.text).sentences) {
    if (sentence.section !== section) {
      flush();
      section = sentence.section;
    }
    current.push(sentence);
    words += sentence.tokens.length;
    if (words >= PASSAGE_WORDS) flush();
  }
  flush();
  return out;
}

/**
 * Splits documents into passages of a few sentences and ranks them for a query with BM25 (wink's
 * vectorizer over content-word lemmas), so chat answers can quote and cite the user's own material.
 */
export function buildIndex(docs: SourceDocument[]): SearchIndex {
  const passages = docs.flatMap(splitPassages);
  const vectorizer = bm25Vectorizer();
  for (const passage of passages) vectorizer.learn(contentLemmas(passage.text));
  const bows: Record<string, number>[] = [];
  if (passages.length > 0) {
    // wink's typings declare doc(n) as a Document, but at run time it returns {out(its.bow)} over BM25 weights.
    const its = nlp().its;
    passages.forEach((_, i) => {
      const doc = vectorizer.doc(i) as unknown as { out(f: ItsFunction<unknown>): Record<string, number> };
      bows.push(doc.out(its.bow as ItsFunction<unknown>));
    });
  }
  return {
    passages,
    search(query: string, k = 5): SearchHit[] {
      const terms = [...new Set(contentLemmas(query))];
      if (terms.length === 0) return [];
      const hits: SearchHit[] = [];
      passages.forEach((passage, i) => {
        const bow = bows[i] ?? {};
        const score = terms.reduce((sum, t) => sum + (bow[t] ?? 0), 0);
        if (score > 0) hits.push({ ...passage, score: Math.round(score * 1000) / 1000 });
      });
      return hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)).slice(0, k);
    },
  };
}
