/**
 * Three real PokerStars flop-game hands (of the reference histories: docs/hand-history-format.md)
 * as flop scripts, with the table facts a history needs, so a test can play them through the
 * engine and compare the export with the real text.
 */
import { HistoryMeta, OMAHA, OMAHA8, PRESETS, rulesFor, USD_CENTS } from '../../src';
import type { FlopScript } from './flop-script';

export interface RealFlopHand {
  id: string;
  file: string;
  script: FlopScript;
  meta: HistoryMeta;
  /** The seat of the file's `Dealt to` lines. */
  hero: number;
}

/** Limit Hold'em tournament hand #46598669406 (50 FPP): capped betting on three streets, a flush losing to a full house, a hand mucked. */
export const LHE_MTT_HAND: RealFlopHand = {
  id: '46598669406',
  file: 'stars_lhe_mtt_201007.txt',
  hero: 7,
  script: {
    rules: rulesFor('holdem', {}, 'tournament'),
    stakes: { smallBlind: 10, bigBlind: 20, smallBet: 20, bigBet: 40 },
    button: 1,
    stacks: { 1: 820, 2: 2190, 3: 480, 4: 1500, 5: 1530, 6: 1620, 7: 1500, 8: 1630, 9: 2290 },
    hole: { 2: 'Ks 4s', 3: 'Jc Js', 7: '7d 5c', 9: 'Qd Qc' },
    board: '4c Ts As Td Qs',
    streets: [
      '4 fold, 5 fold, 6 fold, 7 fold, 8 fold, 9 raise, 1 fold, 2 call, 3 raise, 9 raise, 2 call, 3 call',
      '2 check, 3 bet, 9 call, 2 raise, 3 raise, 9 call, 2 raise, 3 call, 9 call',
      '2 bet, 3 raise, 9 call, 2 call',
      '2 bet, 3 raise, 9 raise, 2 raise, 3 call, 9 call',
    ],
  },
  meta: {
    handId: '46598669406',
    tableName: '288463329 7',
    maxSeats: 9,
    money: { kind: 'chips' },
    tournament: { id: '288463329', buyIn: 5000, fee: 0, currency: 'FPP', symbol: '', level: 1 },
    startedAt: '2010-07-10T20:10:50Z',
    players: { 1: 'Player3', 2: 'Player13', 3: 'Player1', 4: 'Player5', 5: 'Player12', 6: 'Player8', 7: 'Player9', 8: 'Player0', 9: 'Player6' },
  },
};

/** Pot Limit Omaha Hi/Lo cash hand #35875034981: a split pot whose low half is split again (three collected lines). */
export const PLO8_CASH_HAND: RealFlopHand = {
  id: '35875034981',
  file: 'stars_plo8_cash_200911.txt',
  hero: 5,
  script: {
    game: OMAHA8,
    rules: { ...PRESETS['omaha8-pl'], maxSeats: 6 },
    stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 },
    button: 5,
    stacks: { 2: 352, 3: 119, 5: 284, 6: 500 },
    hole: { 2: '7c 6s 7h As', 3: 'Ah 2h Kh 2s', 5: 'Qh 6c Th 9c' },
    board: '5h 4d 2d Jd 6h',
    streets: ['3 raise 6, 5 call, 6 fold, 2 call', '2 check, 3 bet 10, 5 fold, 2 call', '2 check, 3 check', '2 check, 3 check'],
  },
  meta: {
    handId: '35875034981',
    tableName: 'Gaby II',
    maxSeats: 6,
    money: USD_CENTS,
    startedAt: '2009-11-26T15:37:53Z',
    players: { 2: 'UnderMeSensi', 3: 'supermeXXX', 5: 'Hero', 6: 'tiger48475' },
  },
};

/** Pot Limit Omaha (high) hand #99632835084 of the 8-Game home-game tournament: heads-up, all-in on the flop, an uncalled bet. */
export const PLO_HOME_GAME_HAND: RealFlopHand = {
  id: '99632835084',
  file: 'stars_8game_mixed_tournament_201306.txt',
  hero: 2,
  script: {
    game: OMAHA,
    rules: rulesFor('omaha-pl', { maxSeats: 2 }, 'tournament'),
    stakes: { smallBlind: 15, bigBlind: 30, smallBet: 30, bigBet: 60 },
    button: 2,
    stacks: { 1: 1067, 2: 1933 },
    hole: { 1: 'Ac Tc Kc 6s', 2: 'Jd Js 7s Ts' },
    board: '9c 3s Jc Ah 6d',
    streets: ['2 raise 90, 1 call', '1 check, 2 bet 180, 1 raise 720, 2 raise 1843, 1 call', '', ''],
  },
  meta: {
    handId: '99632835084',
    tableName: '743144019 1',
    maxSeats: 2,
    money: { kind: 'chips' },
    mix: '8-Game',
    tournament: { id: '743144019', buyIn: 10000, fee: 900, currency: '', symbol: '', level: 8 },
    startedAt: '2013-06-06T04:40:10Z',
    players: { 1: 'Player0', 2: 'Hero' },
  },
};
