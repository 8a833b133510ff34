import type { QuestionType } from '@quizwise/contract';
import type { Passage } from '@quizwise/quiz-engine';
import type { ChatMode } from './ai-provider.js';

const TYPE_RULES: Record<QuestionType, string> = {
  multiple_choice:
    'Multiple choice: 4 options, exactly one correct; "answer" is the correct option copied exactly; distractors are plausible but wrong according to the material.',
  true_false:
    'True/false: "question" is "True or false: <statement>"; "options" is ["True","False"]; "answer" is "True" or "False". Make about half of them false by changing one detail.',
  short_answer:
    'Short answer: "options" is []; "answer" is a short phrase copied from the material (a name, term, date or number); "accepted_answers" may list other acceptable wordings.',
  fill_in_the_blank:
    'Fill in the blank: "question" is a sentence from the material with exactly one gap written as _____; "options" is []; "answer" is the missing words copied exactly.',
  scenario_based:
    'Scenario: "question" describes a short new situation that applies an idea from the material and asks which explanation is right; 4 options, exactly one correct; "answer" is the correct option copied exactly.',
  diagram_labelling: 'Diagram labelling is not written by the model.',
};

/** The instructions for writing one question set from the material. */
export function generationPrompt(
  type: QuestionType,
  count: number,
  higherOrder: boolean,
  focusSkills: string[],
): string {
  return [
    'You write quiz questions for a student, strictly from the study material the user gives you.',
    `Write ${count} questions of this type. ${TYPE_RULES[type]}`,
    'Every question must be answerable from the material alone. Never use outside knowledge.',
    'For every question set "source" to the one sentence of the material it is based on, copied word for word.',
    '"skill" names the topic the question tests (two to four words); "explanation" says in one sentence why the answer is right.',
    higherOrder
      ? 'Favour questions that need understanding or application (bloom_level "understand", "apply" or "analyze") over recall.'
      : 'Set "bloom_level" to the level each question tests ("remember", "understand", "apply", …).',
    focusSkills.length > 0 ? `Favour these topics: ${focusSkills.join(', ')}.` : '',
    'Do not repeat a question. The stem must not contain its own answer.',
    'Reply with JSON only: {"title": "<a short title for the quiz>", "questions": [ … ]}.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The passages as the model sees them: numbered, with their document's title. */
export function numberedPassages(passages: Passage[]): string {
  return passages.map((p, i) => `[${i + 1}] (${p.doc_title}) ${p.text}`).join('\n\n');
}

/** The system prompt for a chat answer grounded in numbered passages. */
export function answerPrompt(passages: Passage[], mode: ChatMode, withheld: string[]): string {
  const common = [
    "You are a study assistant. Answer only from the numbered passages of the student's own material below.",
    'After every sentence that uses a passage, cite it with its number in square brackets, e.g. [2].',
    'If the passages do not answer the question, say plainly that the material does not cover it, and do not guess or use outside knowledge.',
    'Write short, clear markdown.',
  ];
  const buddy = [
    'You are in study-buddy mode: help the student find the answer themselves.',
    'Give hints, point to the passage that holds the answer and ask a guiding question, but never state the answer itself.',
    withheld.length > 0
      ? `The student is practising a quiz. Never write any of these answers, in any form: ${withheld.map((w) => JSON.stringify(w)).join(', ')}.`
      : '',
  ];
  return [...common, ...(mode === 'study_buddy' ? buddy : []), '', 'Passages:', numberedPassages(passages)]
    .filter((line) => line !== '')
    .join('\n');
}

/** The system prompt for topic notes written from the given sources. */
export function topicNotesPrompt(topic: string): string {
  return [
    `Write study notes in markdown on the topic "${topic}" for a student, from the sources the user gives you.`,
    'Start with a level-one heading naming the topic, then organise the notes under level-two headings, one per sub-topic, with short bullet points and key terms in bold.',
    'Use only what the sources say; after each point name its source in italics and parentheses, e.g. *(Cell biology)*.',
    'End with a "## Sources" section listing every source you used.',
  ].join('\n');
}
