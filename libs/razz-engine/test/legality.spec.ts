import { ACTION_KINDS, applyAction, HandState, legalActions, PRESETS, randomAction, seatToAct, seededRng, startHand } from '../src';

/**
 * One path decides legality: over many random positions, an action kind is accepted by
 * `applyAction` exactly when `legalActions` lists it, at every amount in its range ends and nowhere
 * outside it.
 */
describe('legalActions and applyAction agree', () => {
  it.each(['razz', 'razz-nl', 'razz-pl'] as const)('%s: every kind, at and beyond the listed amounts', (preset) => {
    const rng = seededRng(`legality/${preset}`);
    let positions = 0;
    for (let hand = 0; hand < 150; hand++) {
      const seats = Array.from({ length: 2 + rng.int(7) }, (_, k) => ({ seat: k + 1, stack: 1 + rng.int(120) }));
      const started = startHand({ rules: PRESETS[preset], stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, seats, rng });
      if (!started.ok) throw new Error(started.error.message);
      let state: HandState = started.state;
      for (let action = randomAction(state, rng); action; action = randomAction(state, rng)) {
        const seat = seatToAct(state) as number;
        const legal = legalActions(state);
        for (const kind of ACTION_KINDS) {
          const option = legal.find((o) => o.kind === kind);
          if (!option) {
            expect(applyAction(state, { seat, kind, amount: 5 }).ok).toBe(false);
            continue;
          }
          if (option.min === undefined || option.max === undefined) {
            expect(applyAction(state, { seat, kind }).ok).toBe(true);
            continue;
          }
          expect(applyAction(state, { seat, kind, amount: option.min }).ok).toBe(true);
          expect(applyAction(state, { seat, kind, amount: option.max }).ok).toBe(true);
          expect(applyAction(state, { seat, kind, amount: option.min - 1 }).ok).toBe(false);
          expect(applyAction(state, { seat, kind, amount: option.max + 1 }).ok).toBe(false);
        }
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(1000);
  });
});
