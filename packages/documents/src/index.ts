export {
  QUIZ_FORMATS,
  TEXT_FORMATS,
  SEPARATE_BY,
  WRITE_FAILURES,
  IMPORT_FAILURES,
  type QuizFormat,
  type TextFormat,
  type SeparateBy,
  type WriteFailure,
  type ImportFailure,
  type QuizDocument,
  type QuizDiagram,
  type QuizWriteOptions,
  type QuizAnswersLayout,
  type RawTextDocument,
  type StudyNoteDocument,
  type StudyNoteSubject,
  type StudyNoteTopic,
  type StudyNoteWriteOptions,
  type WrittenFile,
  type WriteResult,
  type ImportedQuiz,
  type ImportResult,
} from './lib/types.js';
export { writeQuiz } from './lib/write-quiz.js';
export { writeRawText, writeStudyNote } from './lib/notes/write-notes.js';
export { importQuiz, IMPORT_FORMATS, type ImportFormat } from './lib/import/index.js';
export { docxEquationsAsLatex, ommlToLatex, wordEquationsAsLatex } from './lib/import/omml-to-latex.js';
export { unicodeMathToLatex } from '@quizwise/contract';
export { displayFileName, safeFileName } from './lib/file-name.js';
export {
  writeReviewDeck,
  REVIEW_DECK_FORMATS,
  type ReviewDeck,
  type ReviewDeckCard,
  type ReviewDeckFormat,
} from './lib/review/write-review-deck.js';
