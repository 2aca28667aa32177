import {
  afterHand,
  afterTurnHand,
  CountedRotation,
  GameSchedule,
  HandRotation,
  nextHand,
  RotationPosition,
  RotationTurn,
  scheduleProblem,
  turnForNextHand,
} from './schedule';
import { GAMES } from './games';

const limits = (small: number) => ({ ante: small / 5, bringIn: small / 2, smallBet: small, bigBet: small * 2 });
const razzStudStud8 = <R extends GameSchedule['rotation']>(rotation: R): GameSchedule<R> => ({
  games: [
    { game: 'razz', stakes: limits(10) },
    { game: 'stud', stakes: limits(20) },
    { game: 'stud8', stakes: limits(20), rules: { oddChip: 'dealer-left' } },
  ],
  rotation,
});

/** The game ids of the next `count` hands from the start, dealing one hand at a time. */
function dealt(schedule: GameSchedule<CountedRotation>, count: number, start: RotationPosition = { handsDealt: 0, level: 0 }): string[] {
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
      index: 1,
      game: schedule.games[1],
      handOfGame: 6,
      handsLeft: 2,
      next: { index: 2, game: schedule.games[2] },
    });
    expect(nextHand(schedule, { handsDealt: 23, level: 0 })).toMatchObject({ index: 2, handOfGame: 8, handsLeft: 0, next: { index: 0 } });
    expect(nextHand(schedule, { handsDealt: 24, level: 0 })).toMatchObject({ index: 0, handOfGame: 1, handsLeft: 7 });
  });

  it("carries each game's stakes and rule options", () => {
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
    const schedule: GameSchedule<CountedRotation> = { games: [{ game: 'stud', stakes: limits(10) }], rotation: { kind: 'every-n-hands', hands: 3 } };
    expect(dealt(schedule, 7)).toEqual(Array(7).fill('stud'));
    expect(nextHand(schedule, { handsDealt: 2, level: 0 }).next.index).toBe(0);
  });

  it('every scheduled game can be started through GAMES with its stakes and rules', () => {
    const schedule = razzStudStud8({ kind: 'every-n-hands', hands: 1 });
    for (let hand = 0; hand < 3; hand++) {
      const { game } = nextHand(schedule, { handsDealt: hand, level: 0 });
      const started = GAMES[game.game]?.start({
        stakes: game.stakes,
        rules: game.rules,
        seats: [
          { seat: 1, stack: 500 },
          { seat: 2, stack: 500 },
        ],
        deck: [],
      });
      expect(started?.ok).toBe(true);
    }
  });

  it.each([
    ['no games', { games: [], rotation: { kind: 'per-level' } }, /at least one game/],
    [
      'an unknown game',
      { games: [{ game: 'badugi', stakes: limits(10) }], rotation: { kind: 'per-level' } },
      /unknown game "badugi"; use one of razz, stud, stud8, holdem, omaha, omaha8/,
    ],
    [
      "stud stakes for Hold'em",
      { games: [{ game: 'holdem', stakes: limits(10) }], rotation: { kind: 'per-level' } },
      /games\[0\] \(holdem\): a flop game takes stakes smallBlind, bigBlind, smallBet, bigBet/,
    ],
    [
      'eleven seats of Omaha Hi-Lo',
      {
        games: [{ game: 'omaha8', stakes: { smallBlind: 5, bigBlind: 10, smallBet: 10, bigBet: 20 }, rules: { maxSeats: 11 } }],
        rotation: { kind: 'per-level' },
      },
      /games\[0\] \(omaha8\): rule maxSeats must be an integer from 2 to 10/,
    ],
    [
      'bad stakes',
      { games: [{ game: 'razz', stakes: { ante: 1, bringIn: 10, smallBet: 5, bigBet: 10 } }], rotation: { kind: 'per-level' } },
      /games\[0\] \(razz\): stakes/,
    ],
    [
      'a bad rule',
      { games: [{ game: 'stud', stakes: limits(10), rules: { openPairDoubleBet: 'sometimes' } }], rotation: { kind: 'per-level' } },
      /openPairDoubleBet/,
    ],
    ['zero hands', { games: [{ game: 'razz', stakes: limits(10) }], rotation: { kind: 'every-n-hands', hands: 0 } }, /whole number ≥ 1/],
    [
      'an unknown rotation',
      { games: [{ game: 'razz', stakes: limits(10) }], rotation: { kind: 'per-week' } },
      /rotation.kind must be every-n-hands, per-orbit or per-level/,
    ],
  ])('refuses %s, with a reason', (_case, schedule, reason) => {
    expect(scheduleProblem(schedule as unknown as GameSchedule)).toMatch(reason);
  });

  it('accepts the H.O.R.S.E.-style schedule, and knows only the games it is told about', () => {
    const flop = { smallBlind: 5, bigBlind: 10, smallBet: 10, bigBet: 20 };
    const horse: GameSchedule = {
      games: [{ game: 'holdem', stakes: flop }, { game: 'omaha8', stakes: flop }, ...razzStudStud8({ kind: 'per-level' }).games],
      rotation: { kind: 'every-n-hands', hands: 8 },
    };
    expect(scheduleProblem(horse)).toBeNull();
    expect(scheduleProblem(razzStudStud8({ kind: 'every-n-hands', hands: 8 }))).toBeNull();
    expect(scheduleProblem(razzStudStud8({ kind: 'per-orbit' }))).toBeNull();
    expect(scheduleProblem(razzStudStud8({ kind: 'per-level' }), ['razz', 'stud'])).toMatch(/unknown game "stud8"/);
  });

  describe('turns (cash tables)', () => {
    /** Deals one hand at a time with `players[k]` players dealt into hand k; the game of each hand. */
    function dealtByTurns(
      schedule: GameSchedule<HandRotation>,
      players: number[],
      start: RotationTurn | null = null,
    ): { games: string[]; turn: RotationTurn | null } {
      let turn = start;
      const games: string[] = [];
      for (const count of players) {
        const current = turnForNextHand(schedule, turn, count);
        games.push((schedule.games[current.index] as { game: string }).game);
        turn = afterTurnHand(current);
      }
      return { games, turn };
    }

    it('every N hands: the same games as the counters give, whatever the players', () => {
      const schedule = razzStudStud8({ kind: 'every-n-hands', hands: 3 });
      const { games, turn } = dealtByTurns(schedule, [2, 8, 5, 3, 3, 2, 7, 7, 4, 6, 2]);
      expect(games).toEqual(dealt({ ...schedule, rotation: { kind: 'every-n-hands', hands: 3 } }, 11));
      expect(turn).toEqual({ index: 0, handsDealt: 2, length: 3 });
    });

    it('per orbit: each turn lasts as many hands as players were dealt into its first hand', () => {
      const schedule = razzStudStud8({ kind: 'per-orbit' });
      // 3 players; a fourth joins during the Razz orbit (no change to it); Stud's orbit is 4 hands; one leaves: Stud8's is 3.
      const { games, turn } = dealtByTurns(schedule, [3, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3]);
      expect(games).toEqual(['razz', 'razz', 'razz', 'stud', 'stud', 'stud', 'stud', 'stud8', 'stud8', 'stud8', 'razz']);
      expect(turn).toEqual({ index: 0, handsDealt: 1, length: 3 });
    });

    it('a restored turn goes on where it stood; a finished one hands over to the next game', () => {
      const schedule = razzStudStud8({ kind: 'every-n-hands', hands: 8 });
      expect(turnForNextHand(schedule, { index: 2, handsDealt: 5, length: 8 }, 6)).toEqual({ index: 2, handsDealt: 5, length: 8 });
      expect(turnForNextHand(schedule, { index: 2, handsDealt: 8, length: 8 }, 6)).toEqual({ index: 0, handsDealt: 0, length: 8 });
      expect(turnForNextHand(schedule, null, 6)).toEqual({ index: 0, handsDealt: 0, length: 8 });
    });
  });
});
