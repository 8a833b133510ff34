import { describe, expect, it } from 'vitest';
import { formulasAsUnicode, texToUnicode } from './formula-unicode.js';

describe('texToUnicode', () => {
  it.each([
    ['\\frac{1}{2}', '1/2'],
    ['\\frac{a+b}{2}', '(a+b)/2'],
    ['x^2 + y^{10}', 'x² + y¹⁰'],
    ['a_1 + a_{n}', 'a₁ + aₙ'],
    ['\\sqrt{2}', '√2'],
    ['\\sqrt{x^2+1}', '√(x²+1)'],
    ['E_k = \\frac{1}{2}mv^2', 'Eₖ = 1/2mv²'],
    ['3 \\times 10^8', '3 × 10⁸'],
    ['\\alpha + \\Delta T \\leq \\pi', 'α + ΔT ≤ π'],
    ['\\begin{pmatrix} 0 & -1 \\\\ 1 & 0 \\end{pmatrix}', '(0 -1; 1 0)'],
    ['\\ce{2H2 + O2 -> 2H2O}', '2H₂ + O₂ → 2H₂O'],
    ['\\ce{SO4^{2-}}', 'SO₄²⁻'],
    ['9.8\\,\\text{m/s}^2', '9.8 m/s²'],
  ])('prints %s as %s', (tex, text) => {
    expect(texToUnicode(tex).trim()).toBe(text);
  });

  it('prints a text with its formulas, leaving prices alone', () => {
    expect(formulasAsUnicode('Solve $x^2 = 16$; it costs $5.')).toBe('Solve x² = 16; it costs $5.');
  });
});
