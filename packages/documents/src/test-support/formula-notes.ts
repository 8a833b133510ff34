// A study note and a raw text that hold formulas: fractions, powers with subscripts (`_` and `*` that
// markdown must not read as emphasis), a root, a matrix (`\\` rows that markdown must not read as an
// escape), a displayed formula and a chemical equation followed by a full stop.
export function formulaStudyNote() {
  return {
    name: 'Formulas',
    subjects: [
      {
        name: 'Maths',
        topics: [
          {
            name: 'Sequences and matrices',
            content: [
              'The terms $a_1 + a_2$ and $b_1 * b_2$ are **important**; half is $\\frac{1}{2}$.',
              '',
              '- A root: $\\sqrt{2}$, and a power $x^2$.',
              '- The identity $\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}$.',
              '',
              '$$E = mc^2$$',
              '',
              'Inline code stays code: `$x_1$`.',
            ].join('\n'),
          },
        ],
      },
      {
        name: 'Chemistry',
        topics: [{ name: 'Water', content: 'Hydrogen burns to water: $\\ce{2H2 + O2 -> 2H2O}$.' }],
      },
    ],
  };
}

export function formulaRawText() {
  return {
    name: 'Formulas',
    content:
      'Water is $\\ce{2H2O}$.\n  Half of $\\frac{1}{2}$ is $\\frac{1}{4}$, and $x^2$, too.\nNo formula here.',
  };
}
