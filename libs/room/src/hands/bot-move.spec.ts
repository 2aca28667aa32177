import { seatToAct, seededRng, startHand, type HandEvent, type HandState } from '@app/razz-engine';
import { botMove } from './bot-move';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

function dealt(): { state: HandState; events: HandEvent[] } {
  const started = startHand({ stakes: STAKES, seats: [1, 2, 3].map((seat) => ({ seat, stack: 300 })), rng: seededRng(7) });
  if (!started.ok) throw new Error(started.error.message);
  return started;
}

describe('botMove', () => {
  it("applies the bot's decision for the seat to act, and only that seat's", () => {
    const { state, events } = dealt();
    const seat = seatToAct(state);
    const move = botMove(state, events, 'calling-station', seededRng(1));
    if (!move.ok) throw new Error(move.reason);
    const acted = move.step.events.find((e) => e.type === 'action');
    expect(acted).toMatchObject({ seat, action: 'bring-in' });
    expect(move.step.state.version).toBeGreaterThan(state.version);
  });

  it('plays a hand to its end with tips bots in every seat', () => {
    let { state, events } = dealt();
    for (let i = 0; i < 200 && state.phase !== 'over'; i++) {
      const move = botMove(state, events, 'tips', seededRng(i));
      if (!move.ok) throw new Error(move.reason);
      ({ state } = move.step);
      events = [...events, ...move.step.events];
    }
    expect(state.phase).toBe('over');
    expect(botMove(state, events, 'tips', seededRng(1))).toEqual({ ok: false, reason: 'the bot has no action to take' });
  });

  it('says why there is no move for a strategy the engine does not know', () => {
    const { state, events } = dealt();
    expect(botMove(state, events, 'shark', seededRng(1))).toEqual({ ok: false, reason: 'unknown bot strategy "shark"' });
  });
});
