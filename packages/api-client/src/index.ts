// The typed Quizwise API client: typescript-fetch's runtime semantics, types from @quizwise/contract.
export * from './lib/runtime.js';
export * from './generated/apis.gen.js';
