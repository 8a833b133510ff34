import { answerFromPassages } from './answer.js';
import { engineCapacity } from './capacity.js';
import { generateQuiz } from './generate.js';
import { skillsFromText } from './material-skills.js';
import type { QuizProvider } from './provider.js';
import { reviewCardsFromText } from './review-cards.js';
import { topicNotes } from './topic-notes.js';

/**
 * The offline quiz engine behind the `QuizProvider` interface: no configuration, no network, the same
 * output for the same input and seed. CPU-bound work runs synchronously inside the returned promises.
 */
export function createEmbeddedProvider(): QuizProvider {
  return {
    name: 'embedded',
    generate: (input) => Promise.resolve(generateQuiz(input)),
    topicNotes: (topic, passages) => Promise.resolve(topicNotes(topic, passages)),
    answer: (question, passages) => Promise.resolve(answerFromPassages(question, passages)),
    reviewCards: (texts) => Promise.resolve(texts.map((text) => reviewCardsFromText(text))),
    capacity: (input) => Promise.resolve(engineCapacity(input)),
    skills: (text) => Promise.resolve(skillsFromText(text)),
  };
}
