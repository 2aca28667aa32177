/**
 * The short-deck rule (docs/rules/stud-games.md): when the stub cannot give every live player a
 * card, one community card is dealt face up and every live hand plays it (the engine's
 * `dealCommunity`; the showdown values own cards + community cards). Equity deals it once for all.
 */
import { cards, formatCard } from '../cards';
import { orderedDeck, shuffleInPlace } from '../cards/deck';
import { handRank } from '../eval/evaluators';
import { seededRng } from '../rng/seeded-rng';
import { SHARE_UNIT } from './equity-constants';
import type { EquityGame, EquityInput, EquityReport } from './equity-types';
import { handEquity } from './hand-equity';
import { referenceEquity } from './testing/reference-equity';

function report(input: EquityInput): EquityReport {
  const r = handEquity(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** `hands` hands of `own` cards each from a seeded deck; the rest of the deck is unseen. */
function fullTable(seed: string, hands: number, own: number) {
  const deck = shuffleInPlace(orderedDeck(), seededRng(seed));
  const dealt = Array.from({ length: hands }, (_, i) => deck.slice(i * own, (i + 1) * own));
  return { dealt, text: dealt.map((h) => h.map(formatCard)), pool: deck.slice(hands * own).sort((a, b) => a - b) };
}

function expectReference(game: EquityGame, table: ReturnType<typeof fullTable>, communityToCome: number): EquityReport {
  const got = report({ game, hands: table.text, communityToCome });
  const known = table.dealt;
  const ref = referenceEquity({ game, known, draws: known.map((h) => 7 - h.length - communityToCome), community: [], communityToCome, pool: table.pool });
  expect(got.method).toEqual({ kind: 'exact', deals: ref.deals });
  got.hands.forEach((h, i) => {
    expect(h.counts?.win).toBe(ref.hands[i]?.win);
    expect(h.counts?.tie).toBe(ref.hands[i]?.tie);
    expect(ref.hands[i]?.share.equals(BigInt(h.counts?.share ?? -1), BigInt(SHARE_UNIT))).toBe(true);
  });
  return got;
}

describe('the community card', () => {
  it('8 hands on 6th street leave 4 unseen cards: refused without communityToCome, then one shared card, 4 deals', () => {
    const table = fullTable('community-8', 8, 6);
    const short = handEquity({ game: 'razz', hands: table.text });
    expect(short).toEqual({
      ok: false,
      error: { code: 'DECK_TOO_SHORT', message: expect.stringMatching(/^the 4 unseen cards cannot complete every hand \(8 needed\)/) },
    });
    for (const game of ['razz', 'stud', 'stud8'] as const) {
      const got = expectReference(game, table, 1);
      expect(got.method.deals).toBe(4);
      expect(got.street).toBe(6);
    }
  });

  it('9 hands on 5th street: 6th and 7th street are both community cards, C(7, 2) = 21 deals', () => {
    const table = fullTable('community-9', 9, 5);
    for (const game of ['razz', 'stud8'] as const) expect(expectReference(game, table, 2).method.deals).toBe(21);
  });

  it('a community card already dealt counts in every hand: 7th street, one deal, the showdown winner takes it all', () => {
    // Each hand has 6 own cards and plays the 5d with them: hands 1 and 3 make the wheel and split, hand 2 makes 6-5-3-2-A.
    const hands = ['As 2s 3s 4s Ks Qs', 'Ah 2h 3h 6h Kh Qh', 'Ad 2d 3d 4d Kd Qd'];
    const got = report({ game: 'razz', hands, community: ['5d'] });
    expect(got.street).toBe(7);
    expect(got.method).toEqual({ kind: 'exact', deals: 1 });
    expect(handRank('ace-to-five', cards('As 2s 3s 4s Ks Qs 5d'))).toBe(0);
    expect(got.hands.map((h) => [h.win, h.tie, h.share])).toEqual([
      [0, 1, 0.5],
      [0, 0, 0],
      [0, 1, 0.5],
    ]);
  });

  it("a player's view with a community card to come: unknown down cards and the shared card from the same unseen cards", () => {
    const rng = seededRng('community-view');
    const deck = shuffleInPlace(orderedDeck(), rng);
    // Three hands on 6th street; the last two show only their up cards. 29 dead cards leave 9 unseen: 9 · C(8, 2) · C(6, 2) = 3,780 deals.
    const hands = [deck.slice(0, 6), deck.slice(6, 12), deck.slice(12, 18)];
    const shown = hands.map((h, i) => (i === 0 ? h.map(formatCard) : h.map((c, j) => (j < 2 ? '??' : formatCard(c)))));
    const known = hands.map((h, i) => (i === 0 ? h : h.slice(2)));
    const unseen = [...deck.slice(18), ...deck.slice(6, 8), ...deck.slice(12, 14)];
    const dead = unseen.slice(0, 29);
    const pool = unseen.slice(29).sort((a, b) => a - b);
    for (const game of ['razz', 'stud8'] as const) {
      const got = report({ game, hands: shown, dead: dead.map(formatCard), communityToCome: 1 });
      const ref = referenceEquity({ game, known, draws: [0, 2, 2], community: [], communityToCome: 1, pool });
      expect(got.method).toEqual({ kind: 'exact', deals: ref.deals });
      got.hands.forEach((h, i) => expect(ref.hands[i]?.share.equals(BigInt(h.counts?.share ?? -1), BigInt(SHARE_UNIT))).toBe(true));
    }
  });
});
