import type { QuizDocument } from '../index.js';

/** Fractions, powers, roots, a matrix and a chemical equation, in every notation Quizwise reads. */
export function formulaQuiz(): QuizDocument {
  return {
    title: 'Formulas',
    question_sets: [
      {
        question_type: 'multiple_choice',
        questions: [
          {
            question: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
            answer: '$\\frac{3}{4}$',
            options: ['$\\frac{2}{6}$', '$\\frac{3}{4}$', '$\\sqrt{2}$', '$2^{-1}$'],
            questionType: 'multiple_choice',
            explanation: 'Over a common denominator: $\\frac{2}{4} + \\frac{1}{4}$.',
          },
          {
            question: 'Which matrix is $A^{-1}$ for $$A = \\begin{pmatrix} 2 & 0 \\\\ 0 & 2 \\end{pmatrix}$$',
            answer: '$\\begin{pmatrix} 0.5 & 0 \\\\ 0 & 0.5 \\end{pmatrix}$',
            options: [
              '$\\begin{pmatrix} 0.5 & 0 \\\\ 0 & 0.5 \\end{pmatrix}$',
              '$\\begin{pmatrix} 2 & 0 \\\\ 0 & 2 \\end{pmatrix}$',
            ],
            questionType: 'multiple_choice',
          },
        ],
      },
      {
        question_type: 'true_false',
        questions: [
          {
            question: 'The equation \\ce{2H2 + O2 -> 2H2O} is balanced.',
            answer: 'True',
            options: ['True', 'False'],
            questionType: 'true_false',
          },
        ],
      },
      {
        question_type: 'short_answer',
        questions: [
          {
            question: 'Solve \\(x^2 = 16\\) for $x > 0$; it costs $5 to ask.',
            answer: '4',
            options: [],
            questionType: 'short_answer',
          },
        ],
      },
    ],
  };
}
