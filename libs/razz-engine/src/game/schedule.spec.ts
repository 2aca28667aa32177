import { afterHand, GameSchedule, nextHand, RotationPosition, scheduleProblem } from './schedule';
import { GAMES } from './stud-game';

const limits = (small: number) => ({ ante: small / 5, bringIn: small / 2, smallBet: small, bigBet: small * 2 });
const razzStudStud8 = (rotation: GameSchedule['rotation']): GameSchedule => ({
  games: [{ game: 'razz', stakes: limits(10) }, { game: 'stud', stakes: limits(20) }, { game: 'stud8', stakes: limits(20), rules: { oddChip: 'dealer-left' } }],
  rotation,
});

/** The game ids of the next `count` hands from the start, dealing one hand at a time. */
function dealt(schedule: GameSchedule, count: number, start: RotationPosition = { handsDealt: 0, level: 0 }): string[] {
  const ids: string[] = [];
  let position = start;
  for (let k = 0; k < count; k++) {
    ids.push(nextHand(schedule, position).game.game);
    position = afterHand(position);
  }
  return ids;
}

describe('game schedules (rotations)', () => {
  it('every N hands: N hands of each game in order, then round again', () => {
    const schedule = razzStudStud8({ kind: 'every-n-hands', hands: 2 });
    expect(dealt(schedule, 8)).toEqual(['razz', 'razz', 'stud', 'stud', 'stud8', 'stud8', 'razz', 'razz']);
  });

  it('says which hand of the game this is, how many are left, and what comes next', () => {
    const schedule = razzStudStud8({ kind: 'every-n-hands', hands: 8 });
    expect(nextHand(schedule, { handsDealt: 13, level: 0 })).toEqual({
      index: 1, game: schedule.games[1], handOfGame: 6, handsLeft: 2, next: { index: 2, game: schedule.games[2] },
    });
    expect(nextHand(schedule, { handsDealt: 23, level: 0 })).toMatchObject({ index: 2, handOfGame: 8, handsLeft: 0, next: { index: 0 } });
    expect(nextHand(schedule, { handsDealt: 24, level: 0 })).toMatchObject({ index: 0, handOfGame: 1, handsLeft: 7 });
  });

  it('carries each game\'s stakes and rule options', () => {
    const schedule = razzStudStud8({ kind: 'every-n-hands', hands: 1 });
    expect(nextHand(schedule, { handsDealt: 2, level: 0 }).game).toEqual({ game: 'stud8', stakes: limits(20), rules: { oddChip: 'dealer-left' } });
  });

  it('per level: one game per level in order, whatever the hand count; the level applies from the next hand', () => {
    const schedule = razzStudStud8({ kind: 'per-level' });
    expect([0, 1, 2, 3, 4].map((level) => nextHand(schedule, { handsDealt: 57, level }).game.game)).toEqual(['razz', 'stud', 'stud8', 'razz', 'stud']);
    expect(nextHand(schedule, { handsDealt: 0, level: 2 })).toMatchObject({ handOfGame: null, handsLeft: null, next: { index: 0 } });
    expect(dealt(schedule, 3, { handsDealt: 0, level: 1 })).toEqual(['stud', 'stud', 'stud']);
  });

  it('a one-game schedule is that game forever', () => {
    const schedule: GameSchedule = { games: [{ game: 'stud', stakes: limits(10) }], rotation: { kind: 'every-n-hands', hands: 3 } };
    expect(dealt(schedule, 7)).toEqual(Array(7).fill('stud'));
    expect(nextHand(schedule, { handsDealt: 2, level: 0 }).next.index).toBe(0);
  });

  it('every scheduled game can be started through GAMES with its stakes and rules', () => {
    const schedule = razzStudStud8({ kind: 'every-n-hands', hands: 1 });
    for (let hand = 0; hand < 3; hand++) {
      const { game } = nextHand(schedule, { handsDealt: hand, level: 0 });
      const started = GAMES[game.game]?.start({ stakes: game.stakes, rules: game.rules, seats: [{ seat: 1, stack: 500 }, { seat: 2, stack: 500 }], deck: [] });
      expect(started?.ok).toBe(true);
    }
  });

  it.each([
    ['no games', { games: [], rotation: { kind: 'per-level' } }, /at least one game/],
    ['an unknown game', { games: [{ game: 'holdem', stakes: limits(10) }], rotation: { kind: 'per-level' } }, /unknown game "holdem"; use one of razz, stud, stud8/],
    ['bad stakes', { games: [{ game: 'razz', stakes: { ante: 1, bringIn: 10, smallBet: 5, bigBet: 10 } }], rotation: { kind: 'per-level' } }, /games\[0\] \(razz\): stakes/],
    ['a bad rule', { games: [{ game: 'stud', stakes: limits(10), rules: { openPairDoubleBet: 'sometimes' } }], rotation: { kind: 'per-level' } }, /openPairDoubleBet/],
    ['zero hands', { games: [{ game: 'razz', stakes: limits(10) }], rotation: { kind: 'every-n-hands', hands: 0 } }, /whole number ≥ 1/],
    ['an unknown rotation', { games: [{ game: 'razz', stakes: limits(10) }], rotation: { kind: 'per-orbit' } }, /rotation.kind/],
  ])('refuses %s, with a reason', (_case, schedule, reason) => {
    expect(scheduleProblem(schedule as unknown as GameSchedule)).toMatch(reason);
  });

  it('accepts the H.O.R.S.E.-style schedule, and knows only the games it is told about', () => {
    expect(scheduleProblem(razzStudStud8({ kind: 'every-n-hands', hands: 8 }))).toBeNull();
    expect(scheduleProblem(razzStudStud8({ kind: 'per-level' }), ['razz', 'stud'])).toMatch(/unknown game "stud8"/);
  });
});
