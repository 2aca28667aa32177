import { readFileSync } from 'fs';
import { join } from 'path';
import { parseStarsFile, parseStarsHand } from './stars-parse';
import type { StarsParseResult } from './stars-hand';

/**
 * The flop games' lines as the parser reads them, from the real Limit Hold'em tournament hand
 * #46598669406 (and a 2005 cash hand), and each flop-game line it refuses, at that line.
 */
const dir = join(__dirname, '../../../../../shared/reference/hand-histories');
const MTT = readFileSync(join(dir, 'stars_lhe_mtt_201007.txt'), 'utf8').replace(/^\uFEFF/, '');
const HAND = (MTT.split(/\r?\n\r?\n\r?\n\r?\n/).find((h) => h.includes('#46598669406:')) as string).trim();
const lines = HAND.split(/\r?\n/);

function lineOf(text: string): number {
  const n = lines.indexOf(text);
  if (n < 0) throw new Error(`no line ${text}`);
  return n + 1;
}

function edit(from: string, to: string | null): string {
  const n = lineOf(from);
  return lines.flatMap((l, i) => (i + 1 === n ? (to === null ? [] : [to]) : [l])).join('\n');
}

function errorOf(r: StarsParseResult): { code: string; line: number } | null {
  return r.ok ? null : { code: r.error.code, line: r.error.line };
}

describe("parseStarsHand: a Limit Hold'em tournament hand", () => {
  const r = parseStarsHand(HAND);
  const hand = r.ok ? r.value : null;

  it('reads the header (50 FPP, the small and big bet), the table and its button', () => {
    expect(hand).toMatchObject({
      handId: '46598669406',
      game: { base: "Hold'em", structure: 'fixed-limit', gameId: 'holdem', lowEvaluation: null, mix: null },
      stakes: { small: 20, big: 40, names: 'bets' },
      tournament: { id: '288463329', buyIn: 5000, fee: 0, currency: 'FPP', symbol: '', level: 1 },
      table: { name: '288463329 7', maxSeats: 9, buttonSeat: 1 },
      startedAt: '2010-07-10T20:10:50.000Z',
    });
  });

  it('reads the blinds, the hero, the streets with their board cards and the position tags', () => {
    expect(hand?.blinds).toEqual([
      { line: 12, seat: 2, kind: 'small', amount: 10, allIn: false },
      { line: 13, seat: 3, kind: 'big', amount: 20, allIn: false },
    ]);
    expect(hand?.hero).toBe(7);
    expect(hand?.cards[7]).toEqual(['7d', '5c']);
    expect(hand?.cards[3]).toEqual(['Jc', 'Js']);
    expect(hand?.cards[4]).toEqual([null, null]);
    expect(hand?.streets.map((s) => [s.index, s.line, s.community.join(' '), s.dealtTo.length, s.actions.length])).toEqual([
      [0, 14, '', 9, 12],
      [1, 29, '4c Ts As', 0, 9],
      [2, 40, 'Td', 0, 4],
      [3, 45, 'Qs', 0, 6],
    ]);
    expect(hand?.positions).toEqual({ button: 1, small: 2, big: 3 });
    expect(hand?.summary.board).toEqual(['4c', 'Ts', 'As', 'Td', 'Qs']);
  });

  it.each([
    ['a turn without the board so far', '*** TURN *** [4c Ts As] [Td]', '*** TURN *** [Td]', 'BAD_LINE'],
    ['a turn over another board', '*** TURN *** [4c Ts As] [Td]', '*** TURN *** [4c Ts Ad] [Td]', 'BAD_CARDS'],
    ['a flop of two cards', '*** FLOP *** [4c Ts As]', '*** FLOP *** [4c Ts]', 'BAD_LINE'],
    ["three hole cards in Hold'em", 'Dealt to Player9 [7d 5c]', 'Dealt to Player9 [7d 5c 2h]', 'BAD_LINE'],
    ['a blind after the hole cards', 'Player5: folds', 'Player5: posts big blind 20', 'BAD_LINE'],
    ['a stud street in a flop game', '*** FLOP *** [4c Ts As]', '*** 4th STREET ***', 'BAD_LINE'],
    ["a board card in the hero's hand", '*** FLOP *** [4c Ts As]', '*** FLOP *** [4c Ts 7d]', 'BAD_CARDS'],
  ])('refuses %s, with its line', (_what, from, to, code) => {
    expect(errorOf(parseStarsHand(edit(from, to)))).toEqual({ code, line: lineOf(from) });
  });

  it('refuses a hand without *** HOLE CARDS ***', () => {
    const cut = lines.slice(0, lineOf('*** HOLE CARDS ***') - 1).join('\n');
    const r = parseStarsHand(`${cut}\n*** SUMMARY ***\nTotal pot 30 | Rake 0`);
    expect(r.ok ? null : r.error.message).toBe('no *** HOLE CARDS ***');
  });
});

describe('parseStarsFile: what older and mixed flop-game files write', () => {
  it("reads a 2005 table line without the table's size (the highest seat then sizes it)", () => {
    const [r] = parseStarsFile(readFileSync(join(dir, 'stars_lhe_cash_200508.txt'), 'utf8'));
    expect(r?.ok && r.value.table).toEqual({ name: 'Sekanina', maxSeats: 10, buttonSeat: 6 });
  });

  it('deals in a tournament seat sitting out that posts and folds, and not a cash seat that never plays', () => {
    const results = parseStarsFile(MTT);
    const sitting = results.find((r) => r.ok && r.value.handId === '46599109116');
    expect(sitting?.ok && sitting.value.seats.map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const cash = parseStarsHand(
      [
        "PokerStars Game #1:  Hold'em Limit ($1/$2 USD) - 2005/08/31 18:55:54 ET",
        "Table 'T' 6-max Seat #1 is the button",
        'Seat 1: a ($10 in chips)',
        'Seat 2: b ($10 in chips)',
        'Seat 3: c ($10 in chips) is sitting out',
        'Seat 4: d ($10 in chips)',
        'b: posts small blind $0.50',
        'd: posts big blind $1',
        '*** HOLE CARDS ***',
        'a: folds',
        'b: folds',
        'Uncalled bet ($0.50) returned to d',
        'd collected $1 from pot',
        '*** SUMMARY ***',
        'Total pot $1 | Rake $0',
        "Seat 1: a (button) folded before Flop (didn't bet)",
        'Seat 2: b (small blind) folded before Flop',
        'Seat 4: d (big blind) collected ($1)',
      ].join('\n'),
    );
    expect(cash.ok && cash.value.seats.map((s) => s.seat)).toEqual([1, 2, 4]);
    expect(cash.ok && cash.value.ignored.map((i) => i.text)).toEqual(['Seat 3: c ($10 in chips) is sitting out']);
  });

  it('reads a home game header, its play-chip buy-in and a mixed game', () => {
    const header =
      "PokerStars Home Game Hand #99632091481: {Dazzle's Room} Tournament #743144019, 100+9 8-Game (Hold'em Limit) - Match Round I, Level III (30/60) - 2013/06/05 23:50:15 ET";
    const r = parseStarsHand(edit(lines[0] as string, header));
    expect(r.ok && r.value).toMatchObject({
      handId: '99632091481',
      game: { base: "Hold'em", gameId: 'holdem', mix: '8-Game' },
      stakes: { small: 30, big: 60, names: 'bets' },
      tournament: { id: '743144019', buyIn: 10000, fee: 900, currency: '', symbol: '', level: 3 },
    });
  });
});
