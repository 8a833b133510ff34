import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writeRawText, writeStudyNote } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { studyNote } from '../../test-support/fixtures.js';
import { pdfPages } from '../../test-support/pdf-text.js';

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('study note PDF', () => {
  it('renders markdown: headings, emphasis, lists, tables, code and quotes, with Unicode intact', async () => {
    const pages = await pdfPages(bodyOf(await writeStudyNote(studyNote(1, 1), 'pdf')));
    const text = flat(pages.map((p) => p.text).join('\n'));
    expect(text).toContain('Biology – Cells');
    expect(text).toContain('Subject 1 Grade 10 · IB Topic 1.1');
    expect(text).toContain('Intro with bold, italic, code() and a link.');
    expect(text).toContain('• First point → with arrow');
    expect(text).toContain('1. Nested one');
    expect(text).toContain('Term Meaning α alpha particle β beta particle');
    expect(text).toContain('const x = 1;');
    expect(text).toContain('A quote worth keeping.');
    expect(text).not.toContain('**');
    expect(text).not.toContain('|');
  });

  it.each([
    ['none', 1],
    ['subject', 2],
    ['topic', 4],
  ] as const)('starts a new page per group when separated by %s', async (separateBy, minimumPages) => {
    const pages = await pdfPages(bodyOf(await writeStudyNote(studyNote(2, 2), 'pdf', { separateBy })));
    expect(pages.length).toBeGreaterThanOrEqual(minimumPages);
    if (separateBy === 'topic')
      expect(pages.map((p) => /Topic \d\.\d/.exec(p.text)?.[0])).toEqual([
        'Topic 1.1',
        'Topic 1.2',
        'Topic 2.1',
        'Topic 2.2',
      ]);
    if (separateBy === 'none') expect(pages.length).toBeLessThan(3);
  });
});

describe('study note DOCX', () => {
  it('uses Title and Heading 1/2 styles, Word list numbering and a page break per subject', async () => {
    const zip = await JSZip.loadAsync(
      bodyOf(await writeStudyNote(studyNote(2, 2), 'docx', { separateBy: 'subject' })),
    );
    const document = await zip.file('word/document.xml')!.async('string');
    const count = (needle: string) => document.split(needle).length - 1;
    expect(count('<w:pStyle w:val="Title"/>')).toBe(1);
    expect(count('<w:pStyle w:val="Heading1"/>')).toBe(2);
    // Topic headings, plus the "## Key ideas" inside each topic pushed down to Heading 4.
    expect(count('<w:pStyle w:val="Heading2"/>')).toBe(4);
    expect(count('<w:pStyle w:val="Heading4"/>')).toBe(4);
    expect(count('<w:pageBreakBefore/>')).toBe(1);
    expect(document).toContain('<w:numPr>');
    expect(document).toContain('<w:tbl>');
    expect(document).toContain('First point → with arrow');
  });
});

describe('study note text and markdown', () => {
  it('writes markdown with subject and topic headings and the content’s headings pushed below them', async () => {
    const result = await writeStudyNote(studyNote(1, 2), 'md', { separateBy: 'topic' });
    const md = bodyOf(result).toString('utf8');
    expect(result.ok && result.value.filename).toBe('biology-cells.md');
    expect(md).toContain('# Biology – Cells');
    expect(md).toContain('## Subject 1');
    expect(md).toContain('### Topic 1.1');
    expect(md).toContain('##### Key ideas');
    expect(md).toContain('| α | alpha particle |');
    expect(md.match(/^---$/gm)).toHaveLength(1);
  });

  it('writes plain text without markdown markup', async () => {
    const txt = bodyOf(await writeStudyNote(studyNote(1, 1), 'txt')).toString('utf8');
    expect(txt).toContain('SUBJECT 1');
    expect(txt).toContain('Intro with bold, italic, code() and a link.');
    expect(txt).toContain('- First point → with arrow');
    expect(txt).not.toContain('**');
  });
});

describe('raw text', () => {
  const raw = {
    name: 'Lecture: ß & Ω notes',
    content: 'Line one\nLine two, *not emphasis*\n\n# not a heading',
  };

  it('keeps plain text as written in every format', async () => {
    const pdf = flat((await pdfPages(bodyOf(await writeRawText(raw, 'pdf')))).map((p) => p.text).join('\n'));
    expect(pdf).toContain('Lecture: ß & Ω notes Line one Line two, *not emphasis* # not a heading');
    const txt = bodyOf(await writeRawText(raw, 'txt')).toString('utf8');
    expect(txt).toContain('Line one\nLine two, *not emphasis*\n\n# not a heading');
    const docx = await JSZip.loadAsync(bodyOf(await writeRawText(raw, 'docx')));
    expect(await docx.file('word/document.xml')!.async('string')).toContain('# not a heading');
  });

  it('renders markdown content when asked', async () => {
    const pdf = (await pdfPages(bodyOf(await writeRawText({ ...raw, contentFormat: 'markdown' }, 'pdf'))))[0]!
      .text;
    expect(pdf).toContain('not emphasis');
    expect(pdf).not.toContain('*not');
    expect(pdf).not.toContain('# not');
  });

  it('names the file with a safe slug', async () => {
    const result = await writeRawText(raw, 'docx');
    expect(result.ok && result.value).toMatchObject({
      filename: 'lecture-ss-notes.docx',
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });
});
