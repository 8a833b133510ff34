#!/usr/bin/env node
// table.mjs KEY.json ASKED.json verdicts… — per engine and type: asked, delivered, verdicts (every reviewer's
// verdict counts once, so two reviewers give 2n verdicts), keep, keep+fix, yield = keep ÷ (asked × reviewers
// per question), above remember, key positions, reject reasons.
import { readFileSync } from 'node:fs';
const [keyFile, askedFile, ...verdictFiles] = process.argv.slice(2);
const key = JSON.parse(readFileSync(keyFile, 'utf8'));
const asked = JSON.parse(readFileSync(askedFile, 'utf8')); // {engine: {type: n}}
const verdicts = [];
for (const f of verdictFiles)
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    const [id, v, bloom = '', reason = ''] = line.split('\t').map((x) => x.trim());
    const item = key[id];
    if (!item || !['keep', 'fix', 'reject'].includes((v ?? '').toLowerCase())) continue;
    verdicts.push({ id, item, v: v.toLowerCase(), bloom: bloom.toLowerCase(), reason, file: f });
  }
const reviewersPerQ = new Map();
for (const v of verdicts) reviewersPerQ.set(v.id, (reviewersPerQ.get(v.id) ?? 0) + 1);
const pct = (a, b) => (b ? `${Math.round((a / b) * 100)}%` : '–');
const kindOf = (i) => (i.higher_order ? 'higher order' : i.type);
for (const engine of Object.keys(asked)) {
  console.info(`\n### ${engine}\n`);
  console.info(
    '| type | asked | delivered | verdicts | keep | fix | reject | keep rate | keep+fix | yield | above remember |',
  );
  console.info('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const kinds = Object.keys(asked[engine]);
  for (const kind of [...kinds, 'all']) {
    const items = Object.entries(key).filter(
      ([, i]) => i.engine === engine && (kind === 'all' || kindOf(i) === kind),
    );
    const vs = verdicts.filter(
      (v) => v.item.engine === engine && (kind === 'all' || kindOf(v.item) === kind),
    );
    const a = kind === 'all' ? kinds.reduce((s, k) => s + asked[engine][k], 0) : asked[engine][kind];
    const c = (x) => vs.filter((v) => v.v === x).length;
    const perQ = items.length ? vs.length / items.length : 0;
    const above = vs.filter((v) => v.bloom && v.bloom !== 'remember').length;
    console.info(
      `| ${kind} | ${a} | ${items.length} (${pct(items.length, a)}) | ${vs.length} | ${c('keep')} | ${c('fix')} | ${c('reject')} | ${pct(c('keep'), vs.length)} | ${pct(c('keep') + c('fix'), vs.length)} | ${pct(c('keep') / (perQ || 1), a)} | ${pct(above, vs.length)} |`,
    );
  }
  const opt = Object.values(key).filter(
    (i) => i.engine === engine && i.options?.length > 2 && i.type !== 'true_false',
  );
  const pos = [0, 0, 0, 0, 0, 0];
  let longest = 0;
  for (const i of opt) {
    const k = i.options.indexOf(i.answer);
    if (k >= 0) pos[k]++;
    const lens = i.options.map((o) => o.length);
    if (k >= 0 && lens[k] === Math.max(...lens) && lens.filter((l) => l === lens[k]).length === 1) longest++;
  }
  console.info(
    `\nKey positions over ${opt.length} option questions: ${pos
      .map((p, k) => `${String.fromCharCode(65 + k)} ${p}`)
      .filter((s) => !s.endsWith(' 0'))
      .join(', ')}; key the single longest option: ${longest}`,
  );
  const reasons = new Map();
  for (const v of verdicts.filter((x) => x.item.engine === engine && x.v === 'reject')) {
    const r = (v.reason.split(/[:;—(]/)[0] ?? '').trim().toLowerCase().slice(0, 60) || 'unstated';
    const e = reasons.get(r) ?? { n: 0, ex: `${v.id}: ${v.item.question.slice(0, 140)}` };
    e.n++;
    reasons.set(r, e);
  }
  console.info('Top reject reasons:');
  for (const [r, e] of [...reasons].sort((a, b) => b[1].n - a[1].n).slice(0, 5))
    console.info(`- ${r} (${e.n}), e.g. ${e.ex}`);
}
const missing = Object.keys(key).filter((id) => !reviewersPerQ.has(id));
if (missing.length)
  console.info(`\n${missing.length} questions without a verdict: ${missing.slice(0, 12).join(', ')}`);
