import type { StreetDef, StudVariant } from './variant';

/**
 * The streets of the high stud games: like Razz's, but the highest board opens 4th to 7th street.
 * `withOpenPair` puts Seven-Card Stud's 4th-street open-pair option on (Stud Eight-or-Better does
 * without: "an open pair does not affect the limit").
 */
function highStudStreets(withOpenPair: boolean): readonly StreetDef[] {
  const fourth: StreetDef = { name: 'fourth', deal: ['up'], opener: 'highest-board', betSize: 'small' };
  return Object.freeze([
    { name: 'third', deal: ['down', 'down', 'up'], opener: 'bring-in', betSize: 'small' },
    withOpenPair ? { ...fourth, openPair: 'big-bet-option' } : fourth,
    { name: 'fifth', deal: ['up'], opener: 'highest-board', betSize: 'big' },
    { name: 'sixth', deal: ['up'], opener: 'highest-board', betSize: 'big' },
    { name: 'seventh', deal: ['down'], opener: 'highest-board', betSize: 'big' },
  ] as const);
}

/**
 * Seven-Card Stud as data: the lowest door card brings in (aces high; ties: clubs lowest), the
 * highest board acts first from 4th street, an open pair on 4th street allows the big bet, and
 * the best high hand wins.
 */
export const STUD: StudVariant = Object.freeze({
  id: 'stud',
  name: 'Seven-Card Stud',
  streets: highStudStreets(true),
  bringIn: 'lowest-door',
  scorings: Object.freeze([{ kind: 'high' }]),
}) as StudVariant;

/**
 * Stud Eight-or-Better (hi/lo split) as data: Seven-Card Stud's bring-in and openers without the
 * open-pair option; every pot is split between the best high hand and the best ace-to-five low of
 * five unpaired cards 8 or lower, and the high hand scoops when no hand has such a low.
 */
export const STUD8: StudVariant = Object.freeze({
  id: 'stud8',
  name: 'Stud Eight-or-Better',
  streets: highStudStreets(false),
  bringIn: 'lowest-door',
  scorings: Object.freeze([{ kind: 'high' }, { kind: 'qualified-low', qualifier: 8 }]),
}) as StudVariant;
