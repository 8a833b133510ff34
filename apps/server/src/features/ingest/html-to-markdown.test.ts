import { describe, expect, it } from 'vitest';
import { documentHtmlToMarkdown, htmlToMarkdown } from './html-to-markdown.js';

const paragraph = (text: string) =>
  `<p>${text} ${'Plants turn light into chemical energy in their leaves. '.repeat(6)}</p>`;

describe('htmlToMarkdown', () => {
  it('keeps the article as markdown and drops navigation, scripts and footers', () => {
    const html = `<!doctype html><html><head><title>Photosynthesis - Biology Site</title><script>var tracking = 1;</script></head>
      <body><nav><a href="/">Home</a> <a href="/about">About us</a></nav>
      <article><h1>Photosynthesis</h1>${paragraph('First.')}<h2>Light reactions</h2>${paragraph('Second, see <a href="/calvin">the Calvin cycle</a>.')}
      <ul><li>Water</li><li>Carbon dioxide</li></ul>
      <table><thead><tr><th>Input</th><th>Output</th></tr></thead><tbody><tr><td>CO2</td><td>Glucose</td></tr></tbody></table>
      ${paragraph('Third.')}</article>
      <footer>Copyright notice and cookie banner</footer></body></html>`;
    const result = htmlToMarkdown(html, 'https://bio.example/topics/photosynthesis');
    expect(result?.title).toBe('Photosynthesis - Biology Site');
    const markdown = result?.markdown ?? '';
    expect(markdown).toContain('## Light reactions');
    expect(markdown).toContain('[the Calvin cycle](https://bio.example/calvin)');
    expect(markdown).toMatch(/^-\s+Water$/m);
    expect(markdown).toContain('| Input | Output |');
    expect(markdown).toContain('| CO2 | Glucose |');
    expect(markdown).not.toContain('tracking');
    expect(markdown).not.toContain('About us');
    expect(markdown).not.toContain('Copyright');
  });

  it('falls back to the body for short pages Readability finds no article in', () => {
    const result = htmlToMarkdown(
      '<html><body><p>Just one short line.</p></body></html>',
      'https://short.example/',
    );
    expect(result).toEqual({ title: 'short.example', markdown: 'Just one short line.' });
  });

  it('writes a table without a header row as a markdown table: merged cells spread, pipes escaped', () => {
    const html = `<html><body><table>
      <tr><td>Stage</td><td colspan="2">Where | when</td></tr>
      <tr><td rowspan="2">Evaporation</td><td><p>Oceans</p><p>and lakes</p></td><td>Day</td></tr>
      <tr><td>Rivers</td><td>Noon</td></tr>
      </table></body></html>`;
    expect(htmlToMarkdown(html, 'https://table.example/')?.markdown).toBe(
      [
        '| Stage | Where \\| when |  |',
        '| --- | --- | --- |',
        '| Evaporation | Oceans and lakes | Day |',
        '|  | Rivers | Noon |',
      ].join('\n'),
    );
  });

  it('answers undefined for a page without text', () => {
    expect(
      htmlToMarkdown('<html><body><script>x()</script></body></html>', 'https://empty.example/'),
    ).toBeUndefined();
  });
});

describe('documentHtmlToMarkdown', () => {
  it('keeps text as written, lists with single-space markers', () => {
    expect(
      documentHtmlToMarkdown(
        '<p>2*3*4 = 24 and snake_case [sic]</p><ol><li>One</li><li>Two<ul><li>Sub</li></ul></li></ol>',
      ),
    ).toBe('2*3*4 = 24 and snake_case [sic]\n\n1. One\n2. Two\n    - Sub');
  });

  it("writes footnote references as their text and drops the footnotes' back-links", () => {
    const html =
      '<p>Rain falls<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> often, see <a href="https://rain.example/">rain</a>.</p>' +
      '<ol><li id="footnote-1"><p>The water survey. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(documentHtmlToMarkdown(html)).toBe(
      'Rain falls[1] often, see [rain](https://rain.example/).\n\n1. The water survey.',
    );
  });

  it('caps a merged cell that claims a huge width', () => {
    const markdown = documentHtmlToMarkdown(
      '<table><tr><td colspan="1000000">wide</td></tr><tr><td>a</td></tr></table>',
    );
    expect(markdown.split('\n')[1]?.split('---').length).toBe(65);
  });
});
