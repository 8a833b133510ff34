import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { unicodeQuiz } from '../../test-support/fixtures.js';

async function parts(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const read = (name: string) => zip.file(name)?.async('string') ?? Promise.reject(new Error(`no ${name}`));
  return {
    document: await read('word/document.xml'),
    styles: await read('word/styles.xml'),
    numbering: await read('word/numbering.xml'),
  };
}

const paragraphsWithStyle = (xml: string, style: string) =>
  xml.split(`<w:pStyle w:val="${style}"/>`).length - 1;

describe('quiz DOCX', () => {
  it('uses Word’s Title and Heading 1 styles and real numbered lists with lettered options', async () => {
    const result = await writeQuiz(unicodeQuiz(), 'docx', { showHeadings: true });
    expect(result.ok && result.value.filename).toBe('maths-revision.docx');
    const { document, styles, numbering } = await parts(bodyOf(result));
    expect(paragraphsWithStyle(document, 'Title')).toBe(1);
    expect(paragraphsWithStyle(document, 'Heading1')).toBe(6);
    expect(styles).toContain('w:styleId="Title"');
    expect(styles).toContain('w:styleId="Heading1"');
    expect(numbering).toContain('w:val="upperLetter"');
    expect(numbering).toContain('w:val="decimal"');
    expect(document).toContain('<w:numPr>');
    expect(document).toContain('sin θ ≤ 1');
    expect(document).toContain('√16 + ∑');
    expect(document).toContain('Ångström');
  });

  it('moves the answers to a key after a page break when separated', async () => {
    const { document } = await parts(
      bodyOf(await writeQuiz(unicodeQuiz(), 'docx', { separateQuestionsFromAnswers: true })),
    );
    const key = document.indexOf('Answer key');
    expect(key).toBeGreaterThan(document.indexOf('Label box 1 on the heart diagram.'));
    expect(document.lastIndexOf('<w:pageBreakBefore/>', key)).toBeGreaterThan(
      document.indexOf('Label box 1'),
    );
    expect(document.indexOf('Left ventricle')).toBeGreaterThan(key);
  });

  it('prints no headings when showHeadings is off and sets are combined', async () => {
    const { document } = await parts(
      bodyOf(await writeQuiz(unicodeQuiz(), 'docx', { showHeadings: false, combineSets: true })),
    );
    expect(paragraphsWithStyle(document, 'Heading1')).toBe(0);
    expect(document).not.toContain('Multiple choice');
  });
});
