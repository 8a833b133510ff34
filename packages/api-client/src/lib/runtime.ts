// The typescript-fetch runtime, in one import for the generated classes and for callers.
export * from './types.js';
export * from './errors.js';
export * from './query-string.js';
export * from './configuration.js';
export * from './api-response.js';
export * from './base-api.js';
export * from './operation.js';
export * from './csrf.js';
