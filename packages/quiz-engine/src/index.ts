export type {
  GenerationHooks,
  GenerationInput,
  GenerationStep,
  GeneratedQuiz,
  QuizProvider,
} from './lib/provider.js';
export { createEmbeddedProvider } from './lib/embedded-provider.js';
export { createWorkerProvider, EngineBusyError, type WorkerProviderOptions } from './lib/worker-provider.js';
export { generateQuiz, MIN_WORDS } from './lib/generate.js';
export { engineCapacity, type EngineCapacity, type TypeCapacity } from './lib/capacity.js';
export { skillsFromText } from './lib/material-skills.js';
export {
  GENERATION_FAILURE_REASONS,
  NOTES_FAILURE_REASONS,
  type GenerationFailure,
  type NotesFailure,
  type Result,
} from './lib/result.js';
export { gradeResponse, allowedTypos, type Grade } from './lib/grade.js';
export { parseQuantity, compareQuantities, type Quantity } from './lib/quantity.js';
export {
  formulaError,
  formulaProblems,
  formulasParse,
  keepsFormulasWhole,
  type FormulaProblem,
} from './lib/formulas/index.js';
export { normalizeAnswer } from './lib/normalize.js';
export { warmUp } from './lib/nlp.js';
export {
  analyseAttempt,
  realCognitiveSkill,
  skillLabels,
  type AttemptAnalysis,
  type AttemptResponse,
  type Breakdown,
  type QuestionResult,
} from './lib/analyse-attempt.js';
export { topicNotes, type TopicNotes, type TopicPassage } from './lib/topic-notes.js';
export {
  buildIndex,
  type Passage,
  type SearchHit,
  type SearchIndex,
  type SourceDocument,
} from './lib/retrieval.js';
export { answerFromPassages, streamAnswer, type Citation, type GroundedAnswer } from './lib/answer.js';
export { verifyQuestion } from './lib/verify.js';
export type { DiagramInput } from './lib/generators/diagram-labelling.js';
export {
  reviewCardsFromText,
  reviewCardsFromDiagram,
  reviewCardsFromQuestions,
  questionCardKey,
  MAX_CARDS_PER_SOURCE,
  type ReviewCardDraft,
  type DiagramBox,
} from './lib/review-cards.js';
export {
  acceptabilityFeatures,
  keepProbability,
  questionKind,
  type Features,
} from './lib/questions/acceptability.js';
export * from './lib/gate/index.js';
