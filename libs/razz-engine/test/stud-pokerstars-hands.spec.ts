import { readFileSync } from 'fs';
import { join } from 'path';
import { HandEvent, STUD } from '../src';
import { playScript, winnings } from './helpers/scripted-hand';
import { readStarsHand, splitHands } from './helpers/stars-reader';

/**
 * The real PokerStars Seven-Card Stud hands in shared/reference/hand-histories, dealt and played
 * through the engine as Seven-Card Stud: the same bring-in, openers and double bet on an open pair
 * (every recorded action must be legal), the same total pot and winners (PokerStars reports amounts
 * net of its rake; RuleSet rake 'none' takes none), and PokerStars' words for every hand both show.
 */
const dir = join(__dirname, '../../../../shared/reference/hand-histories');
const files = ['stars_7stud_cash_sidepot_201104.txt', 'stars_7stud_cash_missing_showdown_card_200907.txt'];
const texts = files.flatMap((f) => splitHands(readFileSync(join(dir, f), 'utf8')));

/** What the shared reader leaves to each game: the shown hands' words and a river community card. */
function studExtras(text: string): { shown: Record<string, string>; community?: string } {
  const shown = Object.fromEntries([...text.matchAll(/^(.+): shows \[[^\]]+\] \(([^)]+)\)$/gm)].map((m) => [m[1] as string, m[2] as string]));
  const community = /^\*\*\* RIVER \*\*\* \[(\S+)\]$/m.exec(text)?.[1];
  return community ? { shown, community } : { shown };
}

function shownWords(events: HandEvent[]): Record<number, string> {
  return Object.fromEntries(events.flatMap((e) => (e.type === 'show' ? [[e.seat, e.starsText]] : [])));
}

describe('real PokerStars Seven-Card Stud hands replayed through the engine', () => {
  it('reads both hands', () => {
    expect(texts).toHaveLength(2);
  });

  describe.each(texts.map((text) => [readStarsHand(text).id, text] as const))('hand #%s', (_id, text) => {
    const hand = readStarsHand(text);
    const extras = studExtras(text);
    const run = playScript({ ...hand.script, game: STUD, ...(extras.community ? { community: extras.community } : {}) });

    it('accepts every action PokerStars recorded, the open-pair big bet included', () => {
      expect(run.error).toBeUndefined();
      expect(run.state.phase).toBe('over');
    });

    it('has the same total pot and uncalled bets', () => {
      expect(run.state.players.reduce((sum, p) => sum + p.committed, 0)).toBe(hand.totalPot);
      const uncalled = run.events.flatMap((e) => (e.type === 'uncalled-returned' ? [{ seat: e.seat, amount: e.amount }] : []));
      expect(uncalled).toEqual(hand.uncalled);
    });

    it('pays the same winners the same amounts (plus the rake PokerStars took)', () => {
      const won = winnings(run.events);
      expect(Object.keys(won).sort()).toEqual(Object.keys(hand.collected).sort());
      const extra = Object.entries(won).reduce((sum, [seat, amount]) => sum + amount - (hand.collected[Number(seat)] ?? 0), 0);
      expect(extra).toBe(hand.rake);
    });

    it("describes every hand both show in PokerStars' words", () => {
      const ours = shownWords(run.events);
      const seatOf = (name: string): number => Number(Object.entries(hand.names).find(([, n]) => n === name)?.[0]);
      expect(Object.keys(extras.shown).length).toBeGreaterThan(0);
      for (const [name, words] of Object.entries(extras.shown)) expect(ours[seatOf(name)]).toBe(words);
    });
  });
});
