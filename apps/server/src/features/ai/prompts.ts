import type { QuestionType } from '@quizwise/contract';
import type { Passage } from '@quizwise/quiz-engine';
import type { ChatMode } from './ai-provider.js';

/** What each question type is, and the patterns of good items of that type (generation-techniques.md). */
const TYPE_RULES: Record<QuestionType, string[]> = {
  multiple_choice: [
    'Multiple choice: exactly 4 options, exactly one of them correct; "answer" is the correct option copied exactly.',
    'Distractors are plausible, of the same kind and form as the key (a process for a process, a date for a date), about the same length, and clearly wrong according to the material. Never "all of the above" or "none of the above".',
  ],
  true_false: [
    'True/false: "question" is "True or false: <statement>"; "options" is ["True","False"]; "answer" is "True" or "False".',
    'Make about half of them false, each by changing one meaningful detail of what the evidence says (never by adding "not").',
  ],
  short_answer: [
    'Short answer: "options" is []; "answer" is a short phrase (a term, name or quantity, one to four words); "accepted_answers" lists other acceptable wordings.',
  ],
  fill_in_the_blank: [
    'Fill in the blank: "question" is one standalone sentence, based on the evidence, with exactly one gap written as _____; "options" is []; "answer" is the missing words exactly as in the material.',
    'The sentence names its own subject: never start with a connective ("Instead", "At the same time", "However", "Therefore") or a word pointing back ("This", "These", "They", "It"), and never write "the <group>" or "researchers" for people or things that only an earlier sentence of the material named (write "oyster larvae", not "the larvae").',
    'Blank a key term of the material (a concept, process, named thing or quantity), never a small or generic word ("patient", "people", "storms"). The rest of the sentence must not give the blank away, and exactly one answer may fit it: add the detail that rules out the others, and list in "accepted_answers" every other wording a teacher would mark right (a synonym, the singular, an abbreviation).',
  ],
  scenario_based: [
    'Scenario: "question" describes a short, concrete new case (a person, a place, something happening) that the material does not describe, then asks which explanation, outcome or choice is right; 4 options, exactly one correct; "answer" is the correct option copied exactly.',
    'The options are of the same form and about the same length; the correct one must not be the longest or the only one repeating words of the case.',
  ],
  diagram_labelling: ['Diagram labelling is not written by the model.'],
};

/** The patterns of real higher-order questions (Bloom above "remember"). */
const HIGHER_ORDER_PATTERNS = [
  'apply a stated idea to a new case the material does not describe',
  'predict what would happen if a stated condition changed',
  'compare two things the material describes and pick the true difference',
  'explain why something stated happens, using the cause the material gives',
  'calculate a value from relations or figures the material states',
  'interpret data, a table or a trend the material gives',
];

/** One part of the material the questions are written from, and its key ideas. */
export interface PromptSection {
  title: string;
  concepts: string[];
  /** Where this part lies in the whole ("part 2 of 5"), when the material was split. */
  position?: string;
  /** The part writes formulas in LaTeX (`$…$`, `\ce{…}`): questions must write them the same way. */
  hasFormulas?: boolean;
}

const JSON_SHAPE =
  'Reply with JSON only, no commentary: {"title": "<a short title for the quiz>", "questions": [{"question": "…", "options": ["…"], "answer": "…", "evidence": "…", "bloom_level": "…", "skill": "…", "explanation": "…", "accepted_answers": ["…"]}]}.';

/** The instructions for writing questions of one type from one part of the material. */
export function generationPrompt(
  type: QuestionType,
  count: number,
  higherOrder: boolean,
  focusSkills: string[],
  section?: PromptSection,
): string {
  const higher = higherOrder || type === 'scenario_based';
  return [
    'You are an experienced teacher writing quiz questions for students, strictly from the study material the user gives you.',
    `Write ${count} questions of this type.`,
    ...TYPE_RULES[type],
    'Every question must be answerable from the material alone; never use outside knowledge.',
    'The stem must stand on its own: never write "the passage", "the text", "the author" or "this …" for something the stem does not name itself.',
    'Ask about the ideas that matter (concepts, causes, processes, relations), not about a year, a page or a trivial word alone. No negative stems ("Which is NOT …"). The stem must not contain its answer.',
    '"evidence" is one to three consecutive sentences of the material the question rests on, copied word for word.',
    '"bloom_level" is the level the question really makes the student work at: "remember" (recall a stated fact), "understand" (explain or classify in other words), "apply" (use an idea on a new case), "analyze" (relate causes, parts, compare), "evaluate" (judge with a reason).',
    higher
      ? `Write higher-order questions: every question at "understand" or above, most at "apply" or "analyze". Use these patterns, varied across the set: ${HIGHER_ORDER_PATTERNS.join('; ')}. A question that one sentence of the material answers word for word is not higher order.`
      : 'Mix recall with understanding: some questions at "remember", others at "understand" or "apply".',
    '"skill" names the concept tested (two to four words); "explanation" says in one sentence why the answer is right, pointing to the evidence.',
    section
      ? `Write from the part of the material headed "${section.title}"${section.position ? ` (${section.position})` : ''}. Cover its key ideas, one question each, before asking twice about any: ${section.concepts.join(', ') || 'its main points'}.`
      : '',
    section?.hasFormulas
      ? 'Write every formula in LaTeX between $…$ ($$…$$ for a displayed one), chemistry as \\ce{…}, and a literal dollar sign as \\$. Keep every formula quoted from the material exactly as written there.'
      : '',
    focusSkills.length > 0 ? `Favour these topics: ${focusSkills.join(', ')}.` : '',
    'No two questions may ask the same thing or rest on the same sentence for the same answer.',
    JSON_SHAPE,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Sends back questions with a fault a rewrite removes (each with its "problems"), to be rewritten once. */
export function rewritePrompt(): string {
  return [
    'You are an experienced teacher revising quiz questions written from the study material the user gives you.',
    'Each question below has the faults listed in its "problems": its options give its key away, or its stem refers to something it does not name.',
    "Rewrite each one to remove them: options of about the same length and form, distractors using the stem's words as much as the key does, a stem that is one standalone sentence naming its subject. Keep the idea tested, the evidence and the Bloom level; the key must stay correct.",
    JSON_SHAPE,
  ].join('\n');
}

/** The verifier: answers each question from the material, without being told the key. */
export function verifierPrompt(): string {
  return [
    'You are checking a quiz written from the study material the user gives you. Answer every question from the material alone, as a careful student who has read it.',
    'For a question with options, "answer" is the one option you judge correct, copied exactly; if none or more than one is defensible, "answer" is "" and "problem" says why.',
    'For an open question, "answer" is your short answer.',
    'Reply with JSON only: {"answers": [{"id": <the question\'s id>, "answer": "…", "problem": "…"}]}.',
  ].join('\n');
}

/** Sends back questions the verifier answered differently, to be corrected once. */
export function repairPrompt(): string {
  return [
    'You are an experienced teacher correcting quiz questions written from the study material the user gives you.',
    'An independent reader answered each question below differently from its key. Either the key is wrong, or the question allows more than one defensible answer.',
    'Rewrite each question so that exactly one option is correct according to the material and "answer" is that option. Keep its type, evidence and Bloom level.',
    JSON_SHAPE,
  ].join('\n');
}

/** Asks again for a reply that was not the JSON asked for. */
export function repairJsonPrompt(original: string, reply: string, problem: string): string {
  return [
    original,
    '',
    'Your previous reply could not be read as the JSON asked for (' + problem + '). It was:',
    reply.slice(0, 20_000),
    '',
    'Send the same content again as valid JSON only, exactly in the shape asked for, with nothing before or after it.',
  ].join('\n');
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
