export * from './lib/route.js';
export * from './lib/limits.js';
export * from './lib/common.js';
export * from './resources/auth.js';
export * from './resources/system.js';
export * from './resources/quiz-shapes.js';
export * from './resources/analytics.js';
export * from './routes.js';
