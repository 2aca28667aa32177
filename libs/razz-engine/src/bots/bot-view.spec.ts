import { viewFor } from '../hand/view';
import { seededRng } from '../rng/seeded-rng';
import { bettingOf } from './betting-record';
import { BOT_NAMES, makeBot } from './bot-names';
import { botViewFor, SeenSeat } from './bot-view';
import { playSpot, stacks } from './testing/bot-spot';

/** Seat 1's turns through a hand: first in on 3rd, first on 4th to 7th, facing a bet on 5th and a raise on 7th. */
const SPOTS: string[][] = [
  ['3 bring-in'],
  ['3 bring-in, 1 complete, 2 call, 3 fold'],
  ['3 bring-in, 1 complete, 2 call, 3 fold', '1 bet, 2 call'],
  ['3 bring-in, 1 complete, 2 call, 3 fold', '1 bet, 2 call', '1 check, 2 bet'],
  ['3 bring-in, 1 complete, 2 call, 3 fold', '1 bet, 2 call', '1 check, 2 bet, 1 call'],
  ['3 bring-in, 1 complete, 2 call, 3 fold', '1 bet, 2 call', '1 check, 2 bet, 1 call', '1 bet, 2 call'],
  ['3 bring-in, 1 complete, 2 call, 3 fold', '1 bet, 2 call', '1 check, 2 bet, 1 call', '1 bet, 2 call', '1 bet, 2 raise'],
];

/**
 * The same three-seat hand twice, alike in everything seat 1 can see and different only in seat
 * 2's down cards (and so in the undealt stub): K-Q against 2-3 under the same up cards.
 */
const twoDeals = (spot: number) =>
  (['Ks Qs', '2s 3s'] as const).map((downs) =>
    playSpot({
      stacks: stacks(1, 2, 3),
      cards: { 1: 'Ah 4c 6d 5h 8d 2d 7c', 2: `${downs} 9h 4d Th 6s Jc`, 3: '9c Td Kh' },
      streets: SPOTS[spot] as string[],
    }),
  );

describe('what a bot sees', () => {
  it("has no field for another seat's down cards, only how many it holds", () => {
    const [run] = twoDeals(1);
    const view = botViewFor(viewFor(run!.state, 1), run!.state.rules, bettingOf(run!.events));
    const seat2 = view.others.find((o) => o.seat === 2) as SeenSeat;
    // @ts-expect-error a seat seen by a bot has no down cards: reading them does not compile
    expect(seat2.down).toBeUndefined();
    expect(Object.keys(seat2).sort()).toEqual(['allIn', 'committed', 'downCount', 'folded', 'seat', 'stack', 'streetBet', 'up']);
    expect(seat2.downCount).toBe(2);
    expect(view.me.down).toHaveLength(2);
  });

  it('sees its own cards, every up card (a folded seat keeps its door card) and the betting', () => {
    const [run] = twoDeals(1);
    const view = botViewFor(viewFor(run!.state, 1), run!.state.rules, bettingOf(run!.events));
    expect(view.street).toBe('fourth');
    expect(view.others.map((o) => [o.seat, o.up.length, o.folded])).toEqual([
      [2, 2, false],
      [3, 1, true],
    ]);
    expect(view.betting.map((r) => `${r.street} ${r.seat} ${r.kind}`)).toEqual(['third 3 bring-in', 'third 1 complete', 'third 2 call', 'third 3 fold']);
    expect(view.pot).toBe(3 + 2 + 5 + 5);
    expect(view.legal.map((o) => o.kind)).toEqual(['fold', 'check', 'bet']);
  });

  it("gives the same decision, bot by bot and street by street, when only an opponent's down cards differ", () => {
    for (let spot = 0; spot < SPOTS.length; spot++) {
      const [a, b] = twoDeals(spot).map(({ state, events }) => {
        expect(state.players[state.toAct as number]?.seat).toBe(1);
        return { state, view: botViewFor(viewFor(state, 1), state.rules, bettingOf(events)) };
      });
      expect(a!.state.players[1]?.down).not.toEqual(b!.state.players[1]?.down);
      expect(a!.view).toEqual(b!.view);
      for (const name of BOT_NAMES) {
        const bot = makeBot(name);
        for (const seed of [1, 2, 3]) expect([spot, name, bot.decide(a!.view, seededRng(seed))]).toEqual([spot, name, bot.decide(b!.view, seededRng(seed))]);
      }
    }
  });

  it("refuses a spectator's view: a bot plays a seat", () => {
    const [run] = twoDeals(0);
    expect(() => botViewFor(viewFor(run!.state, null), run!.state.rules)).toThrow(RangeError);
  });
});
