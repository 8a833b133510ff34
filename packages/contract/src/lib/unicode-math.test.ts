import { describe, expect, it } from 'vitest';
import { unicodeMathToLatex } from './unicode-math.js';

describe('Unicode maths in pasted or extracted text to LaTeX', () => {
  it.each([
    ['Solve x² + 3x = 10 for x.', 'Solve $x^{2} + 3x = 10$ for x.'],
    ['Water is H₂O.', 'Water is \\ce{H2O}.'],
    ['Balance 2H₂ + O₂ → 2H₂O now', 'Balance \\ce{2H2 + O2 -> 2H2O} now'],
    ['Sulfate is SO₄²⁻ in solution', 'Sulfate is \\ce{SO4^2-} in solution'],
    ['What is √2 × √8?', 'What is $\\sqrt{2} \\times \\sqrt{8}$?'],
    ['Add ½ and ¾', 'Add $\\frac{1}{2}$ and $\\frac{3}{4}$'],
    ['the 2nd term a₁ of the sequence', 'the 2nd term $a_{1}$ of the sequence'],
    ['E = mc²', '$E = mc^{2}$'],
  ])('%s', (input, expected) => {
    expect(unicodeMathToLatex(input)).toBe(expected);
  });

  it.each([
    'A plain sentence with 3 numbers + 4 words = nothing to do.',
    'It costs $5 and x² is already near a dollar sign',
    'Café naïve — “quotes” and 10 × 3 without scripts',
    'As Smith² and Jones³ found, footnotes stay text',
  ])('leaves text without a clear formula as written: %s', (input) => {
    expect(unicodeMathToLatex(input)).toBe(input);
  });

  it('keeps line breaks', () => {
    expect(unicodeMathToLatex('x²\nH₂O')).toBe('$x^{2}$\n\\ce{H2O}');
  });
});
