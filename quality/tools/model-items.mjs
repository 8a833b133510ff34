#!/usr/bin/env node
// model-items.mjs IN.json OUT.json — turns `npm run review:model`'s output into review items for mix.mjs.
import { readFileSync, writeFileSync } from 'node:fs';

const [src, out] = process.argv.slice(2);
const { passages } = JSON.parse(readFileSync(src, 'utf8'));
const items = passages.flatMap((p) =>
  p.questions.map((q) => ({
    engine: 'model',
    passage: p.passage.replace(/\.md$/, ''),
    type: q.type,
    higher_order: q.set.includes('(higher order)'),
    question: q.question,
    options: q.options,
    answer: q.answer,
    bloom_claimed: q.bloom_level ?? null,
    evidence: q.evidence ?? null,
  })),
);
writeFileSync(out, JSON.stringify(items, null, 2));
console.info(items.length);
