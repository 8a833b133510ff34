import { describe, expect, it } from 'vitest';
import { headlines, heroCopy, subHeadlines } from './copy.js';

describe('heroCopy', () => {
  it('picks the headline by letter and the sub-headline by digit', () => {
    expect(heroCopy('B3')).toEqual({ variant: 'B3', headline: headlines.B, subHeadline: subHeadlines['3'] });
    expect(heroCopy('c2')).toMatchObject({
      variant: 'C2',
      headline: headlines.C,
      subHeadline: subHeadlines['2'],
    });
  });

  it('falls back to the first headline or sub-headline for unknown characters', () => {
    expect(heroCopy('Z2')).toMatchObject({ variant: 'A2', headline: headlines.A });
    expect(heroCopy('B9')).toMatchObject({ variant: 'B1', subHeadline: subHeadlines['1'] });
    expect(heroCopy('')).toMatchObject({ variant: 'A1' });
  });

  it('has three distinct headlines and sub-headlines', () => {
    expect(new Set(Object.values(headlines)).size).toBe(3);
    expect(new Set(Object.values(subHeadlines)).size).toBe(3);
  });
});
