import { HOLDEM, OMAHA8 } from '../game/flop';
import { STUD, STUD8 } from '../game/stud';
import type { GameVariant } from '../game/variant';
import { PRESETS, PresetName } from '../rules/presets';
import { seededRng } from '../rng/seeded-rng';
import { randomAction } from '../sim/random-action';
import { applyAction } from './apply-action';
import { startHand } from './start-hand';
import type { ActionKind, HandState } from './types';

const STUD_STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const BLIND_STAKES = { smallBlind: 2, bigBlind: 5, smallBet: 5, bigBet: 10 };
const KINDS: ActionKind[] = ['bring-in', 'complete', 'bet', 'raise', 'call', 'check', 'fold'];

/**
 * The draft copies a player only when a step writes it (draft.ts), so a step that wrote a player
 * it had not copied would change the caller's state. Random hands of every game, short stacks
 * among them (all-ins, side pots, a full street reset), with every action kind tried at every turn.
 */
describe('applyAction never changes the state it is given', () => {
  const games: [string, GameVariant | undefined, PresetName, number][] = [
    ['razz', undefined, 'razz', 8],
    ['razz no limit', undefined, 'razz-nl', 3],
    ['stud', STUD, 'stud', 8],
    ['stud8', STUD8, 'stud8', 4],
    ['holdem', HOLDEM, 'holdem', 9],
    ['omaha8 heads-up', OMAHA8, 'omaha8', 2],
  ];
  it.each(games)('%s', (_name, game, preset, players) => {
    const rng = seededRng(`immutable-${preset}-${players}`);
    const stakes = game === HOLDEM || game === OMAHA8 ? BLIND_STAKES : STUD_STAKES;
    let actions = 0;
    for (let h = 0; h < 15; h++) {
      const seats = Array.from({ length: players }, (_, k) => ({ seat: k + 1, stack: h % 2 === 0 ? 12 + 9 * k : 400 }));
      const started = startHand({ game, rules: PRESETS[preset], stakes, seats, rng });
      if (!started.ok) throw new Error(started.error.message);
      let state: HandState = started.state;
      for (let a = randomAction(state, rng); a; a = randomAction(state, rng)) {
        const before = JSON.stringify(state);
        for (const kind of KINDS) applyAction(state, { seat: a.seat, kind });
        const r = applyAction(state, a);
        expect(JSON.stringify(state)).toBe(before);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        actions++;
      }
    }
    expect(actions).toBeGreaterThan(30);
  });
});
