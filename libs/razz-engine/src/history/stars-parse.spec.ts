import { parseStarsFile, parseStarsHand } from './stars-parse';
import type { StarsParseResult } from './stars-hand';

/** Real PokerStars hand #35874566077, won without a showdown. */
const HAND = `PokerStars Game #35874566077:  Razz Limit ($0.04/$0.08 USD) - 2009/11/26 10:24:42 ET
Table 'Gotha II' 8-max
Seat 1: kobreli ($1.33 in chips)
Seat 3: willy32948 ($2.17 in chips)
Seat 5: meg100 ($1.71 in chips)
Seat 7: Hero ($1.60 in chips)
Seat 8: SilkZone ($1.65 in chips)
kobreli: posts the ante $0.01
willy32948: posts the ante $0.01
meg100: posts the ante $0.01
Hero: posts the ante $0.01
SilkZone: posts the ante $0.01
*** 3rd STREET ***
Dealt to kobreli [Qc]
Dealt to willy32948 [6h]
Dealt to meg100 [3s]
Dealt to Hero [Td 2s 9s]
Dealt to SilkZone [3h]
kobreli: brings in for $0.02
willy32948: calls $0.02
meg100: calls $0.02
Hero: folds
SilkZone: calls $0.02
*** 4th STREET ***
Dealt to kobreli [Qc] [8s]
Dealt to willy32948 [6h] [7h]
Dealt to meg100 [3s] [Js]
Dealt to SilkZone [3h] [3d]
kurczakkr2 is disconnected
willy32948: bets $0.04
meg100: calls $0.04
SilkZone: calls $0.04
kobreli: folds
*** 5th STREET ***
Dealt to willy32948 [6h 7h] [7s]
Dealt to meg100 [3s Js] [Kh]
Dealt to SilkZone [3h 3d] [4h]
meg100: checks
SilkZone: bets $0.08
willy32948: calls $0.08
meg100: folds
*** 6th STREET ***
Dealt to willy32948 [6h 7h 7s] [Jh]
Dealt to SilkZone [3h 3d 4h] [9c]
SilkZone: bets $0.08
willy32948: folds
Uncalled bet ($0.08) returned to SilkZone
willy32948 leaves the table
SilkZone collected $0.39 from pot
*** SUMMARY ***
Total pot $0.41 | Rake $0.02
Seat 1: kobreli folded on the 4th Street
Seat 3: willy32948 folded on the 6th Street
Seat 5: meg100 folded on the 5th Street
Seat 7: Hero folded on the 3rd Street (didn't bet)
Seat 8: SilkZone collected ($0.39)`;

const lines = HAND.split('\n');

/** The hand with line `n` (1-based) replaced (or removed, with null). */
function edited(n: number, line: string | null): string {
  return lines.flatMap((l, i) => (i + 1 === n ? (line === null ? [] : [line]) : [l])).join('\n');
}

function errorOf(r: StarsParseResult): { code: string; line: number } {
  if (r.ok) throw new Error('expected a parse error');
  return { code: r.error.code, line: r.error.line };
}

describe('parseStarsHand', () => {
  const r = parseStarsHand(HAND);
  const hand = r.ok ? r.value : null;

  it('reads the header, table and seats (amounts in chips: 1 chip = 1 cent)', () => {
    expect(hand).toMatchObject({
      handId: '35874566077',
      line: 1,
      stakes: { small: 4, big: 8, names: 'bets' },
      startedAt: '2009-11-26T15:24:42.000Z',
      game: { base: 'Razz', structure: 'fixed-limit', gameId: 'razz', lowEvaluation: 'ace-to-five', mix: null },
      money: { kind: 'cash', currency: 'USD', symbol: '$', minorUnitsPerChip: 1 },
      tournament: null,
      table: { name: 'Gotha II', maxSeats: 8, buttonSeat: null },
    });
    expect(hand?.seats).toEqual([
      { seat: 1, name: 'kobreli', stack: 133 },
      { seat: 3, name: 'willy32948', stack: 217 },
      { seat: 5, name: 'meg100', stack: 171 },
      { seat: 7, name: 'Hero', stack: 160 },
      { seat: 8, name: 'SilkZone', stack: 165 },
    ]);
  });

  it('reads the streets: who was dealt a card, and every action with its line', () => {
    expect(hand?.streets.map((s) => s.dealtTo)).toEqual([
      [1, 3, 5, 7, 8],
      [1, 3, 5, 8],
      [3, 5, 8],
      [3, 8],
    ]);
    expect(hand?.streets[0]?.actions[0]).toEqual({ line: 19, seat: 1, verb: 'brings-in', amount: 2, to: null, allIn: false });
    expect(hand?.streets[3]?.actions).toEqual([
      { line: 45, seat: 8, verb: 'bets', amount: 8, to: 8, allIn: false },
      { line: 46, seat: 3, verb: 'folds', amount: 0, to: null, allIn: false },
    ]);
  });

  it("reads each seat's cards in deal order, hero from the three-card bracket", () => {
    expect(hand?.hero).toBe(7);
    expect(hand?.cards[7]).toEqual(['Td', '2s', '9s']);
    expect(hand?.cards[8]).toEqual([null, null, '3h', '3d', '4h', '9c']);
  });

  it('reads uncalled bets, collected amounts and the summary; keeps table chatter apart', () => {
    expect(hand?.uncalled).toEqual([{ line: 47, seat: 8, amount: 8 }]);
    expect(hand?.collected).toEqual([{ line: 49, seat: 8, amount: 39, pot: 0, named: false }]);
    expect(hand?.summary).toMatchObject({ line: 51, totalPot: 41, pots: [], rake: 2, board: [] });
    expect(hand?.summary.seats).toHaveLength(5);
    expect(hand?.ignored.map((i) => i.line)).toEqual([29, 48]);
  });

  it('reads a tournament header and mixed-game headers', () => {
    const tour =
      'PokerStars Hand #260946892373: Tournament #4002467877, $25+$25+$5 USD 8-Game (Razz Limit) - Level IV (200/400) - 2026/05/27 20:17:39 EET [2026/05/27 13:17:39 ET]';
    // Tournament amounts are chips: the same hand with its cents as chips.
    const t = parseStarsHand(edited(1, tour).replace(/\$(\d+)\.(\d\d)/g, (_m, d: string, c: string) => String(Number(d) * 100 + Number(c))));
    expect(t.ok && t.value).toMatchObject({
      game: { base: 'Razz', mix: '8-Game' },
      money: { kind: 'chips' },
      stakes: { small: 200, big: 400, names: 'bets' },
      tournament: { id: '4002467877', buyIn: 2500, bounty: 2500, fee: 500, currency: 'USD', level: 4 },
    });
    const cash = parseStarsHand(edited(1, 'PokerStars Hand #1:  8-Game (Razz Limit, $0.04/$0.08 USD) - 2017/01/21 16:58:03 ET'));
    expect(cash.ok && cash.value.game).toEqual({ base: 'Razz', structure: 'fixed-limit', gameId: 'razz', lowEvaluation: 'ace-to-five', mix: '8-Game' });
  });

  it('counts lines from firstLine, so errors point into a file', () => {
    expect(errorOf(parseStarsHand(edited(14, 'Dealt to Nobody [Qc]'), { firstLine: 101 }))).toEqual({ code: 'UNKNOWN_PLAYER', line: 114 });
  });

  it.each([
    ['a header that is not a hand', 1, 'Full Tilt Poker Game #1: Razz', 'NOT_A_HAND'],
    ['a draw game', 1, 'PokerStars Hand #1:  Triple Draw 2-7 Lowball Limit ($0.04/$0.08 USD) - 2020/02/07 19:15:13 ET', 'UNSUPPORTED_GAME'],
    ["a Hold'em header over a stud hand (a blind line is refused there, an ante is not)", 8, 'kobreli: posts small blind $0.01', 'BAD_LINE'],
    ['a header without an ET time', 1, 'PokerStars Hand #1:  Razz Limit ($0.04/$0.08 USD) - 2009/11/26 10:24:42 CET', 'BAD_LINE'],
    ['no table line', 2, null, 'BAD_LINE'],
    ['chips where money is due', 8, 'kobreli: posts the ante 1', 'BAD_AMOUNT'],
    ['a card dealt to nobody seated', 14, 'Dealt to Nobody [Qc]', 'UNKNOWN_PLAYER'],
    ['a card that is not a card', 14, 'Dealt to kobreli [Qx]', 'BAD_CARDS'],
    ['a card seen twice', 15, 'Dealt to willy32948 [Qc]', 'BAD_CARDS'],
    ['a street out of order', 24, '*** 5th STREET ***', 'BAD_LINE'],
    ['an ante after 3rd street began', 20, 'kobreli: posts the ante $0.01', 'BAD_LINE'],
    ['an action before any street', 8, 'kobreli: calls $0.02', 'BAD_LINE'],
  ])('refuses %s, with its line', (_what, n, line, code) => {
    expect(errorOf(parseStarsHand(edited(n, line)))).toEqual({ code, line: n });
  });

  it('refuses a hand cut off before its summary', () => {
    expect(errorOf(parseStarsHand(lines.slice(0, 40).join('\n')))).toEqual({ code: 'INCOMPLETE_HAND', line: 40 });
  });

  it('refuses amounts that are not whole chips', () => {
    expect(errorOf(parseStarsHand(HAND, { minorUnitsPerChip: 2 }))).toMatchObject({ code: 'BAD_AMOUNT', line: 3 });
  });
});

describe('parseStarsFile', () => {
  it('reads every hand (BOM, CRLF, any blank lines between), one result each, a bad hand not stopping the rest', () => {
    const bad = edited(14, 'Dealt to Nobody [Qc]').replace('#35874566077', '#2');
    const file = `\uFEFF${HAND}\r\n\r\n\r\n\r\n${bad}\n\n${HAND.replace('#35874566077', '#3')}\n`.replace(/\n/g, '\r\n');
    const results = parseStarsFile(file);
    expect(results.map((r) => (r.ok ? r.value.handId : r.handId))).toEqual(['35874566077', '2', '3']);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    // 56 lines per hand: the second starts on line 60 (after 3 empty lines), the third on 117.
    expect(errorOf(results[1] as StarsParseResult)).toEqual({ code: 'UNKNOWN_PLAYER', line: 60 + 13 });
    expect(results[2]?.ok && results[2].value.line).toBe(117);
  });

  it('finds no hands in a text without a hand header', () => {
    expect(parseStarsFile('PokerStars Tournament #1, Razz\nnothing here')).toEqual([]);
  });
});
