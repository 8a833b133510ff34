import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.js';

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

  it('answers undefined for a page without text', () => {
    expect(
      htmlToMarkdown('<html><body><script>x()</script></body></html>', 'https://empty.example/'),
    ).toBeUndefined();
  });
});
