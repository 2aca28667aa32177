import type { PokerTable, TableSchedule } from '@app/persistence';
import { PRESETS } from '@app/razz-engine';
import { gameForNextHand, rotationView } from './table-rotation';

const razzStakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const studStakes = { ante: 2, bringIn: 3, smallBet: 10, bigBet: 20 };
const schedule = (rotation: TableSchedule['rotation']): TableSchedule => ({
  mix: 'Triple Stud',
  rotation,
  games: [
    { preset: 'razz', game: 'razz', rules: PRESETS.razz, stakes: razzStakes },
    { preset: 'stud', game: 'stud', rules: PRESETS.stud, stakes: studStakes },
    { preset: 'stud8', game: 'stud8', rules: PRESETS.stud8, stakes: studStakes },
  ],
});
const table = (overrides: Partial<PokerTable>): PokerTable =>
  ({ preset: 'razz-nl', rules: PRESETS['razz-nl'], stakes: razzStakes, schedule: null, rotationTurn: null, ...overrides }) as PokerTable;

/** Deals `players.length` hands the way the table does (the turn written back after each); the presets dealt. */
function deal(start: PokerTable, players: number[]): { presets: string[]; table: PokerTable } {
  let current = start;
  const presets: string[] = [];
  for (const count of players) {
    const dealt = gameForNextHand(current, count);
    presets.push(dealt.game.preset);
    current = { ...current, rotationTurn: dealt.turn };
  }
  return { presets, table: current };
}

describe("a table's game for each hand", () => {
  it('a one-game table deals its own game and keeps no rotation place', () => {
    expect(gameForNextHand(table({}), 4)).toEqual({ game: { preset: 'razz-nl', game: 'razz', rules: PRESETS['razz-nl'], stakes: razzStakes }, turn: null });
  });

  it('every N hands: the schedule in order, each game with its own stakes, round and round', () => {
    const { presets, table: after } = deal(table({ schedule: schedule({ kind: 'every-n-hands', hands: 2 }) }), [3, 3, 3, 3, 3, 3, 3]);
    expect(presets).toEqual(['razz', 'razz', 'stud', 'stud', 'stud8', 'stud8', 'razz']);
    expect(after.rotationTurn).toEqual({ index: 0, handsDealt: 1, length: 2 });
    expect(gameForNextHand(after, 3).game.stakes).toEqual(razzStakes);
  });

  it('per orbit: a turn lasts as many hands as players were dealt into its first hand', () => {
    expect(deal(table({ schedule: schedule({ kind: 'per-orbit' }) }), [2, 5, 5, 5, 5, 5, 3, 3]).presets).toEqual([
      'razz',
      'razz',
      'stud',
      'stud',
      'stud',
      'stud',
      'stud',
      'stud8',
    ]);
  });

  it('a table read back after a restart deals on from its stored place', () => {
    const stored = table({ schedule: schedule({ kind: 'every-n-hands', hands: 4 }), rotationTurn: { index: 1, handsDealt: 3, length: 4 } });
    expect(deal(stored, [2, 2]).presets).toEqual(['stud', 'stud8']);
  });

  it('the view: current and next game, hands until the change', () => {
    const every4 = schedule({ kind: 'every-n-hands', hands: 4 });
    expect(rotationView(every4, null)).toEqual({
      mix: 'Triple Stud',
      current: { index: 0, preset: 'razz', game: 'razz', name: 'Razz', stakes: razzStakes },
      next: { index: 1, preset: 'stud', game: 'stud', name: 'Seven-Card Stud', stakes: studStakes },
      handsUntilChange: 4,
    });
    expect(rotationView(every4, { index: 2, handsDealt: 4, length: 4 })).toMatchObject({
      current: { index: 2, name: 'Stud Eight-or-Better' },
      next: { index: 0 },
      handsUntilChange: 0,
    });
    expect(rotationView(schedule({ kind: 'per-orbit' }), null).handsUntilChange).toBeNull();
  });
});
