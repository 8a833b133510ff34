export { formulaError, formulaProblems, formulasParse, type FormulaProblem } from './parse-check.js';
export { keepsFormulasWhole, materialFormulas } from './whole.js';
export { formulaOf, protectFormulas, type ProtectedText } from './tokens.js';
