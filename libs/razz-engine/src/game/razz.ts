import type { StreetDef, StudVariant } from './variant';

/** The five stud streets of Razz: data, shared by every seven-card stud game. */
export const STUD_STREETS: readonly StreetDef[] = Object.freeze([
  { name: 'third', deal: ['down', 'down', 'up'], opener: 'bring-in', betSize: 'small' },
  { name: 'fourth', deal: ['up'], opener: 'lowest-board', betSize: 'small' },
  { name: 'fifth', deal: ['up'], opener: 'lowest-board', betSize: 'big' },
  { name: 'sixth', deal: ['up'], opener: 'lowest-board', betSize: 'big' },
  { name: 'seventh', deal: ['down'], opener: 'lowest-board', betSize: 'big' },
] as const);

/**
 * Razz as data: the highest door card brings in, the lowest board acts first, the lowest hand
 * (by the RuleSet's `lowEvaluation`) wins. London Lowball and Deuce-to-Seven Razz are this
 * variant under other RuleSet presets.
 */
export const RAZZ: StudVariant = Object.freeze({
  id: 'razz',
  name: 'Razz',
  streets: STUD_STREETS,
  bringIn: 'highest-door',
  scorings: Object.freeze([{ kind: 'low' }]),
}) as StudVariant;
