#!/usr/bin/env node
// mix.mjs OUT_DIR GROUPS items1.json items2.json …
// Items: [{engine, passage, type, higher_order, question, options, answer, evidence?}]. Mixes both engines'
// questions per passage in a seeded random order under anonymous ids, and writes one pack per reviewer group
// (passages split into GROUPS groups): OUT_DIR/pack-<g>.md (rubric-free: the reviewer gets the rubric separately),
// plus OUT_DIR/key.json (id → item) for the table.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
const [out, groupsArg, ...files] = process.argv.slice(2);
const groups = Number(groupsArg);
mkdirSync(out, { recursive: true });
let seed = 20261128;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const items = files.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')));
const passages = [...new Set(items.map((i) => i.passage))].sort();
const passageDir = process.env.PASSAGES ?? '/work/review/passages';
const key = {};
let n = 0;
for (let g = 0; g < groups; g++) {
  const mine = passages.filter((_, i) => i % groups === g);
  const lines = [
    '# Questions for blind review',
    '',
    'Judge every question below against its passage with the rubric you were given. Write one line per question to your verdict file: `id<TAB>verdict<TAB>bloom<TAB>reason` (verdict keep/fix/reject; bloom remember/understand/apply/analyse/evaluate/create; reason short, required for fix and reject).',
    '',
  ];
  for (const p of mine) {
    const text = readFileSync(path.join(passageDir, `${p}.md`), 'utf8');
    lines.push(`---`, '', `## Passage ${p}`, '', text.trim(), '', `### Questions on passage ${p}`, '');
    const qs = items.filter((i) => i.passage === p);
    for (let i = qs.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [qs[i], qs[j]] = [qs[j], qs[i]];
    }
    for (const q of qs) {
      const id = `Q${String(++n).padStart(3, '0')}`;
      key[id] = q;
      const kind = q.type.replace(/_/g, ' ');
      lines.push(`**${id}** (${kind})`, '', q.question.replace(/^Fill in the blank:\s*/i, ''));
      if (q.options?.length && q.type !== 'true_false')
        q.options.forEach((o, k) => lines.push(`- ${String.fromCharCode(65 + k)}. ${o}`));
      lines.push('', `Key: ${q.answer}`, '');
    }
  }
  writeFileSync(path.join(out, `pack-${g + 1}.md`), lines.join('\n'));
}
writeFileSync(path.join(out, 'key.json'), JSON.stringify(key, null, 2));
console.info(`${n} questions from ${passages.length} passages in ${groups} packs → ${out}`);
