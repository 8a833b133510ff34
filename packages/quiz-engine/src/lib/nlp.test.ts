import { describe, expect, it } from 'vitest';
import { analyse } from './nlp.js';

describe('analyse', () => {
  it('keeps markdown tables out of the sentences, and the prose around them in', () => {
    const text = [
      '# Rocks',
      'Igneous rock forms when magma cools.',
      '',
      '| Rock | Origin |',
      '| --- | --- |',
      '| Granite | Igneous |',
      '| Marble | Metamorphic |',
      '',
      'Sedimentary rock forms from layers of sediment.',
    ].join('\n');
    const sentences = analyse(text).sentences.map((sentence) => sentence.text);
    expect(sentences).toEqual([
      'Igneous rock forms when magma cools.',
      'Sedimentary rock forms from layers of sediment.',
    ]);
  });
});
