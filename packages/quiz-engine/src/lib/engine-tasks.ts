// The engine's CPU-bound calls as worker-thread tasks (loaded by Piscina from dist/lib/engine-tasks.js).
// Inputs and results are plain data, so they cross the thread boundary by structured clone.
import { answerFromPassages } from './answer.js';
import { engineCapacity } from './capacity.js';
import { generateQuiz } from './generate.js';
import { skillsFromText } from './material-skills.js';
import type { GenerationInput } from './provider.js';
import type { Passage } from './retrieval.js';
import { warmUpWordNet } from './concepts/wordnet.js';
import { warmUp } from './nlp.js';
import { topicNotes as writeTopicNotes, type TopicPassage } from './topic-notes.js';
import { reviewCardsFromText } from './review-cards.js';

// Each thread loads the language model and the WordNet index as it starts, not on the first quiz it is given.
warmUp();
warmUpWordNet();

export function generate(input: GenerationInput) {
  return generateQuiz(input);
}

export function topicNotes({ topic, passages }: { topic: string; passages: TopicPassage[] }) {
  return writeTopicNotes(topic, passages);
}

export function answer({ question, passages }: { question: string; passages: Passage[] }) {
  return answerFromPassages(question, passages);
}

export function reviewCards({ texts }: { texts: string[] }) {
  return texts.map((text) => reviewCardsFromText(text));
}

export function capacity(input: Pick<GenerationInput, 'text' | 'diagrams'>) {
  return engineCapacity(input);
}

export function skills({ text }: { text: string }) {
  return skillsFromText(text);
}
