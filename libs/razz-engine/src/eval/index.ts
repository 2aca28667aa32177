export { EVALUATIONS, LOW_EVALUATIONS, isEvaluation, isLowEvaluation } from './types';
export type { Evaluation, HandCategory, HandValue, LowEvaluation } from './types';
export { handRank, handRanker } from './evaluators';
export type { HandRanker } from './hand-rank';
export { evaluateHand } from './evaluate-hand';
export { boardRank } from './board-rank';
export { tryEvaluateHand } from './try-evaluate';
export type { EvaluateError, EvaluateErrorCode, EvaluateResult } from './try-evaluate';
export { qualifiedLowRank } from './low-qualifier';
