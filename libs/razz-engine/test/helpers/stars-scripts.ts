/**
 * Two real PokerStars Razz hands (of the reference histories: docs/hand-history-format.md) as scripted hands, with the
 * table facts a history needs, so a test can play them through the engine and compare the export
 * with the real text.
 */
import type { HistoryMeta, RuleSet } from '../../src';
import type { HandScript } from './scripted-hand';

export interface RealHand {
  id: string;
  file: string;
  script: HandScript;
  meta: HistoryMeta;
  hero: number;
}

/** Tournament hand #49382949075: complete, raises to the cap, a three-way showdown. */
export const MTT_HAND: RealHand = {
  id: '49382949075',
  file: 'stars_razz_mtt_200+15_201009.txt',
  hero: 3,
  script: {
    rules: { capWhenHeadsUp: 'kept' },
    stakes: { ante: 10, bringIn: 15, smallBet: 50, bigBet: 100 },
    stacks: { 1: 4842, 2: 4459, 3: 5720, 4: 5405, 5: 2697, 6: 5501, 7: 5225, 8: 6428 },
    cards: {
      1: '?? ?? Jh',
      2: '?? ?? 3d',
      3: '3c Ac 5s 2h Th Js 5h',
      4: '3s 8c 4h Qs Ah Td Qh',
      5: '?? ?? Tc',
      6: '?? ?? Jc',
      7: '?? ?? Kd',
      8: '4c 2s 5c 9s 4s 9d As',
    },
    streets: [
      '7 bring-in, 8 complete, 1 fold, 2 fold, 3 raise, 4 raise, 5 fold, 6 fold, 7 fold, 8 call, 3 raise, 4 call, 8 call',
      '3 bet, 4 call, 8 call',
      '8 check, 3 bet, 4 call, 8 call',
      '3 check, 4 check, 8 check',
      '3 check, 4 check, 8 check',
    ],
  },
  meta: {
    handId: '49382949075',
    tableName: '2010090015 98',
    money: { kind: 'chips' },
    tournament: { id: '2010090015', buyIn: 20000, fee: 1500, currency: 'USD', symbol: '$', level: 4 },
    startedAt: '2010-09-09T22:27:23Z',
    players: { 1: 'Player0', 2: 'Player1', 3: 'Hero', 4: 'Player2', 5: 'Player3', 6: 'Player4', 7: 'Player5', 8: 'PC [Mittel]' },
  },
};

/** PokerStars' rake here: 7 of 156 cents, which a 4.5% rule reproduces (floor(7.02)). */
const RAKE_4_5: Partial<RuleSet> = { rake: { kind: 'percentage', percent: 4.5, cap: 100, fromStreet: 0 } };

/** Cash hand #35874780027: a completion, raises, a capped river heads-up, a two-hand showdown, rake. */
export const CASH_HAND: RealHand = {
  id: '35874780027',
  file: 'stars_razz_cash_0.04-0.08_200911.txt',
  hero: 7,
  script: {
    rules: RAKE_4_5,
    stakes: { ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 },
    stacks: { 1: 101, 3: 36, 5: 126, 6: 124, 7: 157, 8: 266 },
    cards: {
      1: 'Ac Qd 6s 7h 2h 3h 4c',
      3: '?? ?? 9d',
      5: '?? ?? 5c 5h',
      6: '?? ?? Qs',
      7: '6d 9c 3d 8s Jh',
      8: '3s 5d Qc 2c 7c Kd As',
    },
    streets: [
      '6 bring-in, 7 complete, 8 call, 1 call, 3 fold, 5 call, 6 fold',
      '1 bet, 5 fold, 7 raise, 8 raise, 1 call, 7 call',
      '1 bet, 7 fold, 8 call',
      '1 bet, 8 call',
      '1 bet, 8 raise, 1 raise, 8 raise, 1 call',
    ],
  },
  meta: {
    handId: '35874780027',
    tableName: 'Gotha II',
    money: { kind: 'cash', currency: 'USD', symbol: '$', minorUnitsPerChip: 1 },
    startedAt: '2009-11-26T15:30:41Z',
    players: { 1: 'kobreli', 3: 'manga130', 5: 'meg100', 6: 'HIWAII2', 7: 'Hero', 8: 'SilkZone' },
  },
};
