import { readFileSync } from 'fs';
import { join } from 'path';
import { HandEvent, parseStarsFile, StarsAction, StarsHand, STUD } from '../src';
import { HandScript, playScript, winnings } from './helpers/scripted-hand';

/**
 * The real PokerStars Seven-Card Stud hands of the reference histories, read by the
 * library parser and dealt and played through the engine as Seven-Card Stud: the same bring-in,
 * openers and double bet on an open pair (every recorded action must be legal), the same total
 * pot and winners (PokerStars reports amounts net of its rake; RuleSet rake 'none' takes none),
 * and PokerStars' words for every hand both show.
 */
const dir = join(__dirname, '../../../../shared/reference/hand-histories');
const files = ['stars_7stud_cash_sidepot_201104.txt', 'stars_7stud_cash_missing_showdown_card_200907.txt'];
const hands = files
  .flatMap((f) => parseStarsFile(readFileSync(join(dir, f), 'utf8')))
  .map((r) => {
    if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
    return r.value;
  });

/** One recorded action in script notation; on 3rd street the first bet or raise is the completion. */
function scriptAction(a: StarsAction, completed: boolean, street: number): string {
  switch (a.verb) {
    case 'brings-in':
      return `${a.seat} bring-in`;
    case 'bets':
    case 'raises':
      return `${a.seat} ${street === 0 && !completed ? 'complete' : a.verb === 'bets' ? 'bet' : 'raise'} ${a.to}`;
    case 'calls':
      return `${a.seat} call`;
    case 'checks':
      return `${a.seat} check`;
    case 'folds':
      return `${a.seat} fold`;
  }
}

/** The parsed hand as a Seven-Card Stud script: stacks, known cards (`??` where unseen), actions. */
function studScript(hand: StarsHand): HandScript {
  const bringIn = hand.streets[0]?.actions.find((a) => a.verb === 'brings-in')?.amount ?? 1;
  let completed = false;
  const streets = hand.streets.map((street) =>
    street.actions
      .map((a) => {
        const text = scriptAction(a, completed, street.index);
        if (a.verb === 'bets' || a.verb === 'raises') completed = true;
        return text;
      })
      .join(', '),
  );
  const community = hand.streets.flatMap((s) => s.community).join(' ');
  return {
    game: STUD,
    stakes: { ante: hand.antes[0]?.amount ?? 0, bringIn, smallBet: hand.stakes.small, bigBet: hand.stakes.big },
    stacks: Object.fromEntries(hand.seats.map((s) => [s.seat, s.stack])),
    cards: Object.fromEntries(Object.entries(hand.cards).map(([seat, cards]) => [seat, cards.map((c) => c ?? '??').join(' ')])),
    streets,
    ...(community ? { community } : {}),
  };
}

function shownWords(events: HandEvent[]): Record<number, string> {
  return Object.fromEntries(events.flatMap((e) => (e.type === 'show' ? [[e.seat, e.starsText]] : [])));
}

describe('real PokerStars Seven-Card Stud hands replayed through the engine', () => {
  it('reads both hands', () => {
    expect(hands.map((h) => h.handId)).toEqual(['60974484959', '30506593746']);
  });

  describe.each(hands.map((h) => [h.handId, h] as const))('hand #%s', (_id, hand) => {
    const run = playScript(studScript(hand));

    it('accepts every action PokerStars recorded, the open-pair big bet included', () => {
      expect(run.error).toBeUndefined();
      expect(run.state.phase).toBe('over');
    });

    it('has the same total pot and uncalled bets', () => {
      expect(run.state.players.reduce((sum, p) => sum + p.committed, 0)).toBe(hand.summary.totalPot);
      const uncalled = run.events.flatMap((e) => (e.type === 'uncalled-returned' ? [{ seat: e.seat, amount: e.amount }] : []));
      expect(uncalled).toEqual(hand.uncalled.map((u) => ({ seat: u.seat, amount: u.amount })));
    });

    it('pays the same winners the same amounts (plus the rake PokerStars took)', () => {
      const won = winnings(run.events);
      const collected: Record<number, number> = {};
      for (const c of hand.collected) collected[c.seat] = (collected[c.seat] ?? 0) + c.amount;
      expect(Object.keys(won).sort()).toEqual(Object.keys(collected).sort());
      const extra = Object.entries(won).reduce((sum, [seat, amount]) => sum + amount - (collected[Number(seat)] ?? 0), 0);
      expect(extra).toBe(hand.summary.rake);
    });

    it("describes every hand both show in PokerStars' words", () => {
      const ours = shownWords(run.events);
      expect(hand.shows.length).toBeGreaterThan(0);
      for (const show of hand.shows) expect(ours[show.seat]).toBe(show.description);
    });
  });
});
