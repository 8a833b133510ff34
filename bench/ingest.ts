// Material-in speed and memory: PDF text, OCR and HTML → markdown, each stage in its own child process so
// its peak memory (maxRSS) is its own. Run: npx tsx --conditions=source bench/ingest.ts
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createOcrEngine, extractPdfText, recognise } from '../apps/server/src/features/ingest/index.js';
import { htmlToMarkdown } from '../apps/server/src/features/ingest/html-to-markdown.js';
import { makePdf, makeTextImage, type TextLabel } from '../apps/server/test/ingest/test-fixtures.js';

type StageResult = { stage: string; runs: number; p50Ms: number; extra: string; maxRssMb: number };
const STAGES = ['pdf', 'ocr', 'html'] as const;
type Stage = (typeof STAGES)[number];

const SENTENCE = 'Photosynthesis converts light energy into chemical energy stored in glucose molecules. ';

async function time(runs: number, work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? NaN;
}

async function pdfStage(): Promise<Omit<StageResult, 'maxRssMb'>> {
  const pages = 50;
  const pdf = await makePdf((doc) => {
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(16).text(`Chapter ${page}`).moveDown();
      doc.fontSize(11).text(SENTENCE.repeat(40), { align: 'justify' });
    }
  });
  const check = await extractPdfText(pdf);
  if (!check.ok || check.value.pages !== pages) throw new Error('pdf extraction failed');
  await extractPdfText(pdf); // warm-up
  const p50 = await time(7, () => extractPdfText(pdf));
  return {
    stage: `PDF text, ${pages} pages (${(pdf.length / 1024).toFixed(0)} KB, ${check.value.text.length} chars)`,
    runs: 7,
    p50Ms: p50,
    extra: `${((pages / p50) * 1000).toFixed(0)} pages/s`,
  };
}

async function ocrStage(): Promise<Omit<StageResult, 'maxRssMb'>> {
  const labels: TextLabel[] = Array.from({ length: 20 }, (_, i) => ({
    text: `Line ${i + 1}: the mitochondria release energy from glucose`,
    x: 60,
    y: 70 + i * 55,
    size: 34,
  }));
  const image = await makeTextImage(1600, 1200, labels, 'png');
  const engine = createOcrEngine();
  try {
    const started = performance.now();
    const first = await recognise(engine, image, 'ocr');
    const firstMs = performance.now() - started;
    if (!first.ok || first.value.words.length < 100) throw new Error('ocr failed');
    const p50 = await time(5, () => recognise(engine, image, 'ocr'));
    const diagramP50 = await time(3, () => recognise(engine, image, 'diagram'));
    return {
      stage: `OCR, 1600×1200 PNG, 20 lines (${first.value.words.length} words)`,
      runs: 5,
      p50Ms: p50,
      extra: `first call incl. worker start ${firstMs.toFixed(0)} ms; 'diagram' p50 ${diagramP50.toFixed(0)} ms`,
    };
  } finally {
    await engine.close();
  }
}

async function htmlStage(): Promise<Omit<StageResult, 'maxRssMb'>> {
  const parts = [
    '<!doctype html><html><head><title>A long article</title></head><body><nav><a href="/">Home</a></nav><article><h1>A long article</h1>',
  ];
  let size = 0;
  for (let section = 1; size < 1024 * 1024; section++) {
    const block = `<h2>Section ${section}</h2><p>${SENTENCE.repeat(6)}<a href="/ref/${section}">reference</a>.</p>
      <ul><li>Chlorophyll</li><li>Stomata</li><li>Glucose</li></ul><p><em>${SENTENCE.repeat(3)}</em></p>`;
    parts.push(block);
    size += block.length;
  }
  parts.push('</article><footer>Footer</footer></body></html>');
  const html = parts.join('');
  const check = htmlToMarkdown(html, 'https://example.org/article');
  if (!check) throw new Error('html failed');
  const p50 = await time(5, async () => htmlToMarkdown(html, 'https://example.org/article'));
  return {
    stage: `HTML → markdown, ${(html.length / 1024 / 1024).toFixed(2)} MB article`,
    runs: 5,
    p50Ms: p50,
    extra: `${(check.markdown.length / 1024).toFixed(0)} KB of markdown`,
  };
}

const stage = process.argv[2] as Stage | undefined;
if (stage) {
  const run = { pdf: pdfStage, ocr: ocrStage, html: htmlStage }[stage];
  const result = await run();
  process.send?.({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 } satisfies StageResult);
} else {
  console.log(`Node ${process.version}, ${new Date().toISOString()}`);
  console.log('| stage | runs | p50 | other | peak RSS (own process) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const name of STAGES) {
    const result = await new Promise<StageResult>((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), [name]);
      child.once('message', (message) => resolve(message as StageResult));
      child.once('exit', (code) =>
        code === 0 ? undefined : reject(new Error(`${name} exited with ${code}`)),
      );
    });
    console.log(
      `| ${result.stage} | ${result.runs} | ${result.p50Ms.toFixed(0)} ms | ${result.extra} | ${result.maxRssMb.toFixed(0)} MB |`,
    );
  }
}
