import type { EngineCapacity } from './capacity.js';
import type { ReviewCardDraft } from './review-cards.js';
import type { QuestionSet, QuizOption, Rectangle } from '@quizwise/contract';
import type { GroundedAnswer } from './answer.js';
import type { Passage } from './retrieval.js';
import type { GenerationFailure, NotesFailure, Result } from './result.js';
import type { TopicNotes, TopicPassage } from './topic-notes.js';

export interface GenerationInput {
  /** The study material; may be empty when only diagram labelling is asked for. */
  text: string;
  diagrams?: { id: number; name: string; rectangles: Rectangle[] }[];
  /** One question set per option, in this order. */
  options: QuizOption[];
  /** Same seed, same material, same options → same quiz. Defaults to a hash of the material. */
  seed?: number;
  /** Skills (topics) to favour, e.g. the gaps of a previous attempt. */
  focusSkills?: string[];
}

export interface GeneratedQuiz {
  title: string;
  question_sets: QuestionSet[];
  total_questions: number;
  /** Plain-language notes for the user, e.g. when the material supported fewer questions than asked. */
  warnings: string[];
}

/**
 * What the server needs from a quiz engine. The embedded engine implements it offline; a language-model
 * provider can implement the same interface and be swapped in by configuration.
 */
/** How far a generation has got: questions checked and kept of those asked, by stage. */
export interface GenerationStep {
  stage: 'writing' | 'checking' | 'verifying';
  done: number;
  total: number;
}

export interface GenerationHooks {
  /** Told how far a long generation has got (a language model's; the embedded engine says nothing). */
  onProgress?: (step: GenerationStep) => void;
}

export interface QuizProvider {
  readonly name: string;
  /** Who writes the questions, as the generator names it ("Claude (claude-haiku-4-5)"); unset: the built-in engine. */
  readonly label?: string;
  generate(
    input: GenerationInput,
    hooks?: GenerationHooks,
  ): Promise<Result<GeneratedQuiz, GenerationFailure>>;
  topicNotes(topic: string, passages: TopicPassage[]): Promise<Result<TopicNotes, NotesFailure>>;
  answer(question: string, passages: Passage[]): Promise<GroundedAnswer>;
  /**
   * Spaced-review cards for each text, in order (`reviewCardsFromText`). Only the embedded engine has it
   * (on its worker threads when it runs there); without it, callers run `reviewCardsFromText` themselves.
   */
  reviewCards?(texts: string[]): Promise<ReviewCardDraft[][]>;
  /**
   * How many questions of each type the provider can make from the material (`engineCapacity`), shown in
   * the generator before anyone asks. Only the embedded engine has it: a language model's is not known.
   */
  capacity?(input: Pick<GenerationInput, 'text' | 'diagrams'>): Promise<EngineCapacity>;
  /**
   * The skills to suggest for a question written by hand to a quiz of this text (`skillsFromText`). Only
   * the embedded engine has it (on its worker threads when it runs there); without it, callers run
   * `skillsFromText` themselves.
   */
  skills?(text: string): Promise<string[]>;
  /** Frees what the provider holds (worker threads, connections); the server calls it on shutdown. */
  close?(): Promise<void>;
}
