import { describe, expect, it } from 'vitest';
import { joinHyphenatedLines, removeSoftHyphens } from './hyphenation.js';

describe('joinHyphenatedLines', () => {
  it('joins a word broken at a line end before a lowercase letter, the rest of the line moving up', () => {
    expect(joinHyphenatedLines('by evapo-\ntranspiration, which\nis')).toBe(
      'by evapotranspiration, which\nis',
    );
    expect(joinHyphenatedLines('die Ver\u2010\ndunstung')).toBe('die Verdunstung'); // U+2010 HYPHEN
  });

  it('keeps a hyphen before a capital, a number, a space or a blank line', () => {
    const kept = 'North-\nSouth and COVID-\n19 and self-\n\nhelp and well- \nknown and 3-\nday';
    expect(joinHyphenatedLines(kept)).toBe(kept);
  });

  it('joins at a line-end soft hyphen whatever the case, and drops the other soft hyphens', () => {
    expect(joinHyphenatedLines('Wasser\u00ad\nKreislauf and co\u00adoperate')).toBe(
      'WasserKreislauf and cooperate',
    );
    expect(removeSoftHyphens('co\u00adop\u00aderate\n')).toBe('cooperate\n');
  });
});
