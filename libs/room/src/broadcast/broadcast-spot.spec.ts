import { applyAction, HOLDEM, HandState, PRESETS, seatToAct, startHand } from '@app/razz-engine';
import { broadcastSpot, equityGameOf } from './broadcast-spot';
import { currentMoment } from './hand-moments';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

function razzHand(rules = PRESETS.razz): HandState {
  const r = startHand({ rules, stakes: STAKES, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), deck: 'As 2s 3s 4s 5s 6s 7s 8s Kd' });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('broadcastSpot: a moment as handEquity takes it', () => {
  it('every card of the live hands in seat order, a folded hand’s up cards dead, its down cards unseen', () => {
    let state = razzHand();
    // Seat 3 shows the king: it brings in, then seat 1 completes and seat 2 folds.
    for (const kind of ['bring-in', 'complete', 'fold'] as const) {
      const r = applyAction(state, { seat: seatToAct(state) as number, kind });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(broadcastSpot(state, currentMoment(state))).toEqual({
      kind: 'spot',
      game: 'razz',
      input: {
        game: 'razz',
        hands: [
          ['As', '4s', '7s'],
          ['3s', '6s', 'Kd'],
        ],
        dead: ['8s'],
        community: [],
        communityToCome: 0,
      },
    });
  });

  it('one hand left is uncontested; a flop game has no equity', () => {
    let state = razzHand();
    for (const kind of ['bring-in', 'fold', 'fold'] as const) {
      const r = applyAction(state, { seat: seatToAct(state) as number, kind });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(broadcastSpot(state, currentMoment(state))).toEqual({ kind: 'uncontested' });
    const holdem = startHand({
      game: HOLDEM,
      stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 },
      seats: [1, 2].map((seat) => ({ seat, stack: 100 })),
      deck: 'As Kd',
    });
    if (!holdem.ok) throw new Error(holdem.error.message);
    expect(broadcastSpot(holdem.state, currentMoment(holdem.state))).toEqual({ kind: 'not-a-stud-game' });
  });

  it('names the game by the Razz preset’s low evaluation', () => {
    expect(equityGameOf(razzHand(PRESETS['london-lowball']))).toBe('london-lowball');
    expect(equityGameOf(razzHand(PRESETS['deuce-to-seven-razz']))).toBe('deuce-to-seven-razz');
    expect(equityGameOf(razzHand(PRESETS['razz-nl']))).toBe('razz');
  });
});
