import { readFileSync } from 'fs';
import { join } from 'path';
import { HandEvent } from '../src';
import { playScript, winnings } from './helpers/scripted-hand';
import { readStarsHand, splitHands } from './helpers/stars-reader';

/**
 * The real PokerStars Razz hands in shared/reference/hand-histories, dealt and played through the
 * engine: same total pot, same uncalled bets, same winners, the same amounts collected (PokerStars
 * reports them net of its rake, which RuleSet rake 'none' does not take, so ours = collected + rake),
 * and the same low for every hand both show.
 */
const dir = join(__dirname, '../../../../shared/reference/hand-histories');
const files = ['stars_razz_mtt_200+15_201009.txt', 'stars_razz_cash_0.04-0.08_200911.txt'];
const hands = files.flatMap((f) => splitHands(readFileSync(join(dir, f), 'utf8')).map(readStarsHand));

function shownLows(events: HandEvent[]): Record<number, string> {
  return Object.fromEntries(events.flatMap((e) => (e.type === 'show' ? [[e.seat, e.starsText]] : [])));
}

describe('real PokerStars Razz hands replayed through the engine', () => {
  it('reads all ten hands', () => {
    expect(hands.map((h) => h.id)).toHaveLength(10);
  });

  describe.each(hands.map((h) => [h.id, h] as const))('hand #%s', (_id, hand) => {
    const run = playScript(hand.script);

    it('accepts every action PokerStars recorded', () => {
      expect(run.error).toBeUndefined();
      expect(run.state.phase).toBe('over');
    });

    it('has the same total pot and uncalled bets', () => {
      expect(run.state.players.reduce((sum, p) => sum + p.committed, 0)).toBe(hand.totalPot);
      expect(run.events.filter((e) => e.type === 'uncalled-returned').map((e) => e.type === 'uncalled-returned' && { seat: e.seat, amount: e.amount }))
        .toEqual(hand.uncalled);
    });

    it('pays the same winners the same amounts (plus the rake PokerStars took)', () => {
      const won = winnings(run.events);
      expect(Object.keys(won).sort()).toEqual(Object.keys(hand.collected).sort());
      const extra = Object.entries(won).reduce((sum, [seat, amount]) => sum + amount - (hand.collected[Number(seat)] ?? 0), 0);
      expect(extra).toBe(hand.rake);
    });

    it('describes every low both show the same way (Lo: 8,6,4,3,2)', () => {
      const ours = shownLows(run.events);
      const theirs = Object.entries(hand.shown).filter(([, lo]) => lo.split(',').length === 5);
      for (const [seat, lo] of theirs) if (ours[Number(seat)] !== undefined) expect(ours[Number(seat)]).toBe(lo);
      for (const seat of Object.keys(hand.collected)) if (theirs.length > 0) expect(ours[Number(seat)]).toBe(hand.shown[Number(seat)]);
    });
  });
});
