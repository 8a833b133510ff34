import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerFromPassages, streamAnswer } from './answer.js';
import { buildIndex } from './retrieval.js';

const corpus = (name: string): string =>
  readFileSync(new URL(`../../corpus/${name}`, import.meta.url), 'utf8');
const index = buildIndex([
  { id: 1, title: 'Photosynthesis', text: corpus('01-photosynthesis.md') },
  { id: 2, title: 'The heart', text: corpus('10-the-heart.md') },
  { id: 3, title: 'Rivers', text: corpus('16-rivers.md') },
]);

describe('buildIndex', () => {
  it('splits documents into passages of a few sentences', () => {
    expect(index.passages.length).toBeGreaterThan(9);
    for (const p of index.passages) expect(p.sentences.length).toBeGreaterThan(0);
  });

  it('ranks the passage about the query first with BM25', () => {
    const hits = index.search('Where does the pulmonary vein take blood before the aorta?', 3);
    expect(hits[0]?.doc_id).toBe(2);
    expect(hits[0]?.text).toMatch(/aorta/);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(index.search('oxbow lake meander', 1)[0]?.doc_id).toBe(3);
  });

  it('favours a rare term over a common one', () => {
    const hits = index.search('rubisco water', 1);
    expect(hits[0]?.text).toMatch(/rubisco/);
  });

  it('returns nothing for a query that shares no words with the material', () => {
    expect(index.search('quantum chromodynamics')).toEqual([]);
  });
});

describe('answerFromPassages', () => {
  it('answers from the material with numbered citations', () => {
    const question = 'What does the left ventricle pump blood into?';
    const answer = answerFromPassages(question, index.search(question, 4));
    expect(answer.covered).toBe(true);
    expect(answer.answer).toMatch(/aorta[^[]*\[1\]/);
    expect(answer.citations[0]).toMatchObject({ n: 1, doc_id: 2, doc_title: 'The heart' });
  });

  it('says plainly when the material does not cover the question', () => {
    const question = 'Who won the football world cup in 1966?';
    const answer = answerFromPassages(question, index.search(question, 4));
    expect(answer.covered).toBe(false);
    expect(answer.answer).toMatch(/does not cover/);
    expect(answer.citations).toEqual([]);
  });

  it('does not stretch a partial match into an answer', () => {
    const question = 'How do rivers affect the price of bread in France?';
    expect(answerFromPassages(question, index.search(question, 4)).covered).toBe(false);
  });

  it('streams the same answer in chunks', async () => {
    const question = 'What is an oxbow lake?';
    const passages = index.search(question, 3);
    let streamed = '';
    let chunks = 0;
    for await (const chunk of streamAnswer(question, passages)) {
      streamed += chunk;
      chunks += 1;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(streamed).toBe(answerFromPassages(question, passages).answer);
  });
});
