import type { QuizDocument, StudyNoteDocument } from '../index.js';

/** A small quiz with every question type and Unicode that needs the embedded font. */
export function unicodeQuiz(): QuizDocument {
  return {
    title: 'Φυσική & Maths — Révision',
    question_sets: [
      {
        question_type: 'multiple_choice',
        questions: [
          {
            question: 'Which Greek letter names the angle θ in “sin θ ≤ 1”?',
            answer: 'Theta',
            options: ['Alpha', 'Theta', 'Omega', 'Delta'],
            questionType: 'multiple_choice',
            explanation: 'θ is theta; α → alpha; ω → omega.',
          },
          {
            question: 'What is √16 + ∑ of {1, 2}?',
            answer: '7',
            options: ['5', '6', '7', '8'],
            questionType: 'multiple_choice',
          },
        ],
      },
      {
        question_type: 'true_false',
        questions: [
          {
            question: 'Ångström, café and naïve all carry accents.',
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
            question:
              'Name the force F = m·a describes (Newton’s 2nd law): {braces}, #hash, ~tilde, =equals: colon',
            answer: 'Net force',
            options: [],
            questionType: 'short_answer',
            accepted_answers: ['Resultant force'],
          },
        ],
      },
      {
        question_type: 'fill_in_the_blank',
        questions: [
          {
            question: 'Water boils at _____ °C at sea level.',
            answer: '100',
            options: [],
            questionType: 'fill_in_the_blank',
          },
        ],
      },
      {
        question_type: 'scenario_based',
        questions: [
          {
            question: 'A ball is dropped from 20 m.\nExplain, with g ≈ 9.8 m/s², how long it falls.',
            answer: 't = √(2h/g) ≈ 2.0 s',
            options: [],
            questionType: 'scenario_based',
          },
        ],
      },
      {
        question_type: 'diagram_labelling',
        questions: [
          {
            question: 'Label box 1 on the heart diagram.',
            answer: 'Left ventricle',
            options: [],
            questionType: 'diagram_labelling',
          },
        ],
      },
    ],
  };
}

/** A quiz of `count` multiple-choice questions with long-ish text, for layout and speed. */
export function bigQuiz(count: number): QuizDocument {
  return {
    title: `Big quiz of ${count}`,
    question_sets: [
      {
        question_type: 'multiple_choice',
        questions: Array.from({ length: count }, (_, i) => ({
          question: `Question ${i + 1}: which statement about photosynthesis in C4 plants is correct, given the conditions described in section ${i % 7}?`,
          answer: `Option C for ${i + 1}`,
          options: [
            `Option A for ${i + 1}`,
            `Option B for ${i + 1}`,
            `Option C for ${i + 1}`,
            `Option D for ${i + 1}`,
          ],
          questionType: 'multiple_choice' as const,
          explanation: 'Because the Calvin cycle runs in bundle-sheath cells.',
        })),
      },
    ],
  };
}

export const TOPIC_MARKDOWN = `Intro with **bold**, _italic_, \`code()\` and a [link](https://example.org).

## Key ideas

- First point → with arrow
- Second point with ≤ and ≥
  1. Nested one
  2. Nested two

| Term | Meaning |
| --- | --- |
| α | alpha particle |
| **β** | beta particle |

\`\`\`
const x = 1;
\`\`\`

> A quote worth keeping.
`;

export function studyNote(subjects = 2, topics = 2): StudyNoteDocument {
  return {
    name: 'Biology – Cells',
    subjects: Array.from({ length: subjects }, (_, s) => ({
      name: `Subject ${s + 1}`,
      detail: s === 0 ? 'Grade 10 · IB' : null,
      topics: Array.from({ length: topics }, (_, t) => ({
        name: `Topic ${s + 1}.${t + 1}`,
        content: TOPIC_MARKDOWN,
      })),
    })),
  };
}
