export {
  contentWordsOf,
  evidenceHoldsKey,
  findEvidence,
  flatText,
  indexMaterial,
  sentencesOf,
  MAX_EVIDENCE_SENTENCES,
  type IndexedMaterial,
} from './evidence.js';
export {
  CUE_FIXES,
  cuesOf,
  DROP_REASONS,
  gateFlawsOf,
  gateQuestion,
  isHigherOrder,
  statementOf,
  type Cue,
  type DropReason,
  type GateFlaw,
  type GateVerdict,
} from './check.js';
export { danglingReference, withoutConnectives } from './stem.js';
export { QuizLedger } from './duplicates.js';
export { balanceTrueFalse, spreadKeys } from './arrange.js';
export { verifierAgrees, withoutKey } from './verifier.js';
export { planMaterial, spreadCount, type MaterialPlan, type PlannedSection } from './plan.js';
