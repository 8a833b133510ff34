import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { topicNotes } from './topic-notes.js';

const corpus = (name: string): string =>
  readFileSync(new URL(`../../corpus/${name}`, import.meta.url), 'utf8');

describe('topicNotes', () => {
  it('writes extractive markdown notes organised by sub-topic, naming every source', () => {
    const result = topicNotes('the heart', [
      { title: 'The Heart and Circulation', text: corpus('10-the-heart.md') },
      { title: 'Photosynthesis', text: corpus('01-photosynthesis.md') },
    ]);
    if (!result.ok) throw new Error(result.reason);
    const { markdown, sub_topics, sources } = result.value;
    expect(markdown.startsWith('# The heart\n')).toBe(true);
    expect(sub_topics.length).toBeGreaterThan(1);
    for (const s of sub_topics) expect(markdown).toContain(`## ${s}`);
    expect(sources).toEqual(['The Heart and Circulation']);
    expect(markdown).toMatch(/\*\(The Heart and Circulation\)\*/);
    // Extractive: every bullet is a sentence from the material.
    const text = corpus('10-the-heart.md');
    for (const line of markdown.split('\n').filter((l) => l.startsWith('- ') && l.includes('*('))) {
      const sentence = line
        .slice(2)
        .replace(/ \*\(.*\)\*$/, '')
        .replace(/\*\*/g, '');
      expect(text.replace(/\s+/g, ' ')).toContain(sentence.split(' ').slice(-4).join(' '));
    }
  });

  it("answers 'nothing_to_draw_on' with no passages or none about the topic", () => {
    expect(topicNotes('volcanoes', [])).toMatchObject({ ok: false, reason: 'nothing_to_draw_on' });
    expect(topicNotes('volcanoes', ['  '])).toMatchObject({ ok: false, reason: 'nothing_to_draw_on' });
    expect(topicNotes('quantum chromodynamics', [corpus('16-rivers.md')])).toMatchObject({
      ok: false,
      reason: 'nothing_to_draw_on',
    });
  });
});
