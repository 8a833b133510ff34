import { describe, expect, it } from 'vitest';
import { createRedactor, redact } from './redactor.js';

describe('redactor', () => {
  it('masks a withheld answer even when it is split across chunks', () => {
    const r = createRedactor(['mitochondrion']);
    const out =
      ['It is the mito', 'chon', 'drion, where respiration ', 'happens.'].map((c) => r.push(c)).join('') +
      r.flush();
    expect(out).toBe('It is the _____, where respiration happens.');
  });

  it('masks whole words in any case and leaves other words alone', () => {
    expect(redact('Nile? The NILE is long; Nilesh is a name.', ['Nile'])).toBe(
      '_____? The _____ is long; Nilesh is a name.',
    );
  });

  it('passes text through unchanged when nothing is withheld', () => {
    const r = createRedactor([]);
    expect(r.push('abc') + r.flush()).toBe('abc');
  });
});
