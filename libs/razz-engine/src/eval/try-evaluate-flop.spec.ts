import { cards } from '../cards/notation';
import { tryEvaluateFlopHand } from './try-evaluate-flop';

describe('tryEvaluateFlopHand (untrusted input)', () => {
  it('values notation as a string or a list, and card indices', () => {
    expect(tryEvaluateFlopHand('omaha-low', 'As 2d Kc Kh', ['3h', '7c', '8d', 'Qs', 'Js'])).toMatchObject({
      ok: true,
      value: { rank: 36, description: '8-7-3-2-A' },
    });
    expect(tryEvaluateFlopHand('omaha-high', cards('Ah 5h 7d 2s'), cards('Qh Jh 9h 4h 3c'))).toMatchObject({
      ok: true,
      value: { description: 'a flush, Ace high' },
    });
    expect(tryEvaluateFlopHand('holdem-high', 'Ah Kc', '10h Jh Qh')).toMatchObject({ ok: true, value: { description: 'a straight, Ten to Ace' } });
  });

  it('answers a hand without a qualifying low with null', () => {
    expect(tryEvaluateFlopHand('omaha-low', 'As 2d Kc Kh', '3h 9c Td Qs Js')).toEqual({ ok: true, value: null });
  });

  it.each([
    ['an unknown evaluation', 'omaha', 'As 2d Kc Kh', '3h 7c 8d', 'UNKNOWN_EVALUATION', /holdem-high, omaha-high, omaha-low/],
    ['a bad hole card', 'omaha-high', 'As 2d Kc Xh', '3h 7c 8d', 'BAD_CARD', /"Xh" is not a card/],
    ['a bad board card', 'omaha-high', 'As 2d Kc Kh', '3h 7c 1d', 'BAD_CARD', /"1d" is not a card/],
    ['a card twice in the hole', 'omaha-high', 'As 2d Kc As', '3h 7c 8d', 'DUPLICATE_CARD', /As appears twice/],
    ['a card twice on the board', 'omaha-low', 'As 2d Kc Kh', '3h 7c 3h', 'DUPLICATE_CARD', /3h appears twice/],
    ['a card both in the hole and on the board', 'holdem-high', 'As 2d', '3h 7c As', 'DUPLICATE_CARD', /As is both in the hole and on the board/],
    ['three hole cards in Omaha', 'omaha-high', 'As 2d Kc', '3h 7c 8d', 'WRONG_CARD_COUNT', /Omaha: a player has 4 hole cards, got 3/],
    ["four hole cards in Hold'em", 'holdem-high', 'As 2d Kc Kh', '3h 7c 8d', 'WRONG_CARD_COUNT', /Hold'em: a player has 2 hole cards, got 4/],
    ['a board of two', 'omaha-low', 'As 2d Kc Kh', '3h 7c', 'WRONG_CARD_COUNT', /a board has 3 to 5 cards.*got 2/],
    ['a board of six', 'holdem-high', 'As 2d', '3h 7c 8d 9d Td Jd', 'WRONG_CARD_COUNT', /got 6/],
  ])('returns an error value for %s', (_case, evaluation, hole, board, code, message) => {
    const r = tryEvaluateFlopHand(evaluation, hole, board);
    expect(r).toMatchObject({ ok: false, error: { code } });
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});
