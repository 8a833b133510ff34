import { describe, expect, it } from 'vitest';
import { importMoodleXml } from './moodle-xml.js';
import { DOCTYPE_MESSAGE } from './xml-problems.js';

const shortAnswer = (text: string, answer = 'x') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n<question type="shortanswer">\n` +
  `<questiontext format="plain_text"><text>${text}</text></questiontext>\n` +
  `<answer fraction="100"><text>${answer}</text></answer>\n</question>\n</quiz>\n`;

const firstQuestion = (xml: string) => {
  const result = importMoodleXml(xml);
  if (!result.ok) throw new Error(`line ${result.line}: ${result.message}`);
  return result.value.question_sets[0]?.questions[0];
};

describe('importMoodleXml: entities', () => {
  it('refuses an external entity declared in a DOCTYPE, naming the line, without reading it', () => {
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE quiz [\n<!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n${shortAnswer('&xxe;').replace(/^<\?xml[^>]*>\n/, '')}`;
    expect(importMoodleXml(xml)).toEqual({
      ok: false,
      reason: 'malformed',
      line: 2,
      message: DOCTYPE_MESSAGE,
    });
  });

  it('refuses internal entities too (no "billion laughs" expansion)', () => {
    const xml = `<!DOCTYPE quiz [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>\n<quiz></quiz>`;
    expect(importMoodleXml(xml)).toMatchObject({ ok: false, line: 1, message: DOCTYPE_MESSAGE });
  });

  it('still imports a question that mentions <!DOCTYPE html> inside its text', () => {
    expect(firstQuestion(shortAnswer('<![CDATA[What does <!DOCTYPE html> declare?]]>'))?.question).toBe(
      'What does <!DOCTYPE html> declare?',
    );
  });

  it('decodes decimal and hex character references and the HTML entities Moodle writes', () => {
    expect(
      firstQuestion(shortAnswer('Caf&#233; or caf&#xE9; or caf&eacute;&nbsp;&hellip;', 'na&iuml;ve')),
    ).toMatchObject({
      question: 'Caf\u00e9 or caf\u00e9 or caf\u00e9\u00a0\u2026',
      answer: 'na\u00efve',
    });
  });

  it('decodes entities that Moodle escaped inside HTML text exactly once', () => {
    const xml = shortAnswer('').replace(
      '<questiontext format="plain_text"><text></text>',
      '<questiontext format="html"><text>&lt;p&gt;&amp;eacute;t&amp;eacute; &amp;amp;lt;b&amp;amp;gt;&lt;/p&gt;</text>',
    );
    expect(firstQuestion(xml)?.question).toBe('\u00e9t\u00e9 &lt;b&gt;');
  });
});

describe('importMoodleXml: truncated files', () => {
  it('names the last line and the element left open, with no parser internals', () => {
    const full = shortAnswer('Where does rain come from?', 'clouds');
    const cut = full.slice(0, full.indexOf('clouds') + 3);
    const result = importMoodleXml(cut);
    expect(result).toEqual({
      ok: false,
      reason: 'malformed',
      line: 5,
      message: 'The file ends before <text> (opened on line 5) is closed; it may have been cut short.',
    });
    expect(!result.ok && result.message).not.toMatch(/\[|"quiz"|Invalid/);
  });

  it('names a file cut between elements by the outermost open element it ends in', () => {
    const full = shortAnswer('Q?');
    const cut = full.slice(0, full.indexOf('</question>'));
    expect(importMoodleXml(cut)).toMatchObject({
      ok: false,
      line: 5,
      message: expect.stringContaining('<question> (opened on line 3)'),
    });
  });
});
