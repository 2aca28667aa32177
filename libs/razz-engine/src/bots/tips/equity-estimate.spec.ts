import { handEquity } from '../../equity/hand-equity';
import { applyAction } from '../../hand/apply-action';
import { startHand } from '../../hand/start-hand';
import { viewFor } from '../../hand/view';
import { seededRng } from '../../rng/seeded-rng';
import { bettingOf } from '../betting-record';
import { botViewFor } from '../bot-view';
import { CALLING_STATION_BOT } from '../calling-station-bot';
import { spotView, stacks } from '../testing/bot-spot';
import { communityToCome, estimateEquity } from './equity-estimate';

describe("the tips bot's quick equity", () => {
  it("agrees with the equity module's large sample of the same view", () => {
    const view = spotView({
      stacks: stacks(1, 2, 3),
      cards: { 1: 'As 7d 6c Kh', 2: '2c 5h 3s 4d', 3: '9d Td Qh' },
      streets: ['3 bring-in, 1 complete, 2 call, 3 fold', '2 bet'],
    });
    const reference = handEquity({ game: 'razz', hands: ['As 7d 6c Kh', '?? ?? 3s 4d'], dead: ['Qh'], maxExactDeals: 0, samples: 100_000 });
    if (!reference.ok) throw new Error(reference.error.message);
    expect(estimateEquity(view, 20_000, seededRng(1))).toBeCloseTo(reference.value.hands[0]?.share as number, 1);
  });

  it('is the same for the same Rng state, and different deals for another', () => {
    const view = spotView({ stacks: stacks(1, 2), cards: { 1: 'As 2d 7c 9h', 2: '?? ?? 3s 4d' }, streets: ['1 bring-in, 2 complete, 1 call'] });
    expect(estimateEquity(view, 40, seededRng(5))).toBe(estimateEquity(view, 40, seededRng(5)));
    const values = new Set([1, 2, 3, 4, 5].map((seed) => estimateEquity(view, 40, seededRng(seed))));
    expect(values.size).toBeGreaterThan(1);
  });

  it('expects the community card when seven live players reach 7th street, as the engine then deals it', () => {
    // Seven calling stations check and call to the end: everyone is live on every street.
    const started = startHand({
      stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      seats: [1, 2, 3, 4, 5, 6, 7].map((seat) => ({ seat, stack: 500 })),
      rng: seededRng(7),
    });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.state;
    const events = [...started.events];
    const seen: [string, number, number][] = [];
    while (state.phase !== 'over') {
      const seat = state.players[state.toAct as number]?.seat as number;
      const view = botViewFor(viewFor(state, seat), state.rules, bettingOf(events));
      if (seen.at(-1)?.[0] !== view.street) seen.push([view.street, communityToCome(view), view.community.length]);
      const r = applyAction(state, { seat, ...CALLING_STATION_BOT.decide(view, seededRng(1)) });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      events.push(...r.events);
    }
    expect(seen).toEqual([
      ['third', 1, 0],
      ['fourth', 1, 0],
      ['fifth', 1, 0],
      ['sixth', 1, 0],
      ['seventh', 0, 1],
    ]);
  });
});
