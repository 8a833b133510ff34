import { describe, expect, it } from 'vitest';
import { formulasIn, hasFormula, splitFormulas } from './formulas.js';

const tex = (text: string) => formulasIn(text).map((f) => [f.tex, f.display]);

describe('splitFormulas', () => {
  it('finds inline and displayed formulas in every notation', () => {
    expect(tex('Solve $x^2 = 4$ then \\(y_1\\).')).toEqual([
      ['x^2 = 4', false],
      ['y_1', false],
    ]);
    expect(tex('Area: $$\\pi r^2$$ and \\[\\frac{a}{b}\\]')).toEqual([
      ['\\pi r^2', true],
      ['\\frac{a}{b}', true],
    ]);
  });

  it('keeps the text around a formula and the source as written', () => {
    expect(splitFormulas('a $b$ c')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'formula', tex: 'b', display: false, source: '$b$' },
      { kind: 'text', text: ' c' },
    ]);
  });

  it('reads a bare mhchem \\ce{…} with nested braces as one formula', () => {
    expect(tex('Water: \\ce{2H2 + O2 -> 2H2O} and \\ce{SO4^{2-}}.')).toEqual([
      ['\\ce{2H2 + O2 -> 2H2O}', false],
      ['\\ce{SO4^{2-}}', false],
    ]);
  });

  it('leaves prices and an escaped dollar as text', () => {
    expect(hasFormula('It cost $5 and then $10.')).toBe(false);
    expect(hasFormula('Between $ 3 and 4 $ apples')).toBe(false);
    expect(splitFormulas('Pay \\$3 now')).toEqual([{ kind: 'text', text: 'Pay $3 now' }]);
  });

  it('does not close a formula at an escaped dollar inside it', () => {
    expect(tex('$a \\$ b$')).toEqual([['a \\$ b', false]]);
  });

  it('never lets an inline formula run across a blank line', () => {
    expect(hasFormula('$a\n\nb$')).toBe(false);
  });

  it('treats text without delimiters as plain', () => {
    expect(hasFormula('x^2 and H2O')).toBe(false);
    expect(hasFormula('')).toBe(false);
    expect(hasFormula(null)).toBe(false);
  });
});
