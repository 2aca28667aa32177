import { cards } from '../cards/notation';
import { evaluateHand } from './evaluate-hand';
import { handRank, handRanker } from './evaluators';
import { tryEvaluateHand } from './try-evaluate';

describe('tryEvaluateHand (untrusted input)', () => {
  it('evaluates card notation given as a list or a string, "10" for ten included', () => {
    const r = tryEvaluateHand('ace-to-five', ['As', '2d', '3c', '4h', '5s', 'Kd', 'Kc']);
    expect(r).toMatchObject({ ok: true, value: { rank: 0, description: '5-4-3-2-A' } });
    expect(tryEvaluateHand('ace-to-five', '10s 9h 8d 7c 5s')).toMatchObject({ ok: true, value: { description: 'T-9-8-7-5' } });
  });

  it("evaluates 'high' (Seven-Card Stud) too", () => {
    expect(tryEvaluateHand('high', 'As Ks Qs Js Ts')).toMatchObject({ ok: true, value: { rank: 0, description: 'a Royal Flush' } });
  });

  it('evaluates card indices', () => {
    expect(tryEvaluateHand('deuce-to-seven', cards('7s 5h 4d 3c 2h'))).toMatchObject({ ok: true, value: { rank: 0 } });
  });

  it.each([
    ['an unknown card', 'ace-to-five', ['As', '2d', '3c', '4h', 'Xs'], 'BAD_CARD', /"Xs" is not a card/],
    ['a duplicate card', 'ace-to-five', ['As', '2d', '3c', '4h', 'As'], 'DUPLICATE_CARD', /As appears twice/],
    ['too few cards', 'ace-to-five', ['As', '2d', '3c', '4h'], 'WRONG_CARD_COUNT', /5 to 8 cards.*got 4/],
    ['too many cards', 'ace-to-five', ['As', '2d', '3c', '4h', '5h', '6h', '7h', '8h', '9h'], 'WRONG_CARD_COUNT', /got 9/],
    ['an unknown evaluation', 'badugi', ['As', '2d', '3c', '4h', '5h'], 'UNKNOWN_EVALUATION', /ace-to-five, ace-to-six, deuce-to-seven, high/],
    ['a card index out of range', 'ace-to-five', [0, 1, 2, 3, 52], 'BAD_CARD', /52 is not a card index/],
    ['a repeated card index', 'ace-to-five', [0, 1, 2, 3, 3], 'DUPLICATE_CARD', /Ac appears twice/],
  ])('returns an error value for %s', (_case, evaluation, input, code, message) => {
    const r = tryEvaluateHand(evaluation, input as string[] | number[]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(message);
    }
  });
});

describe('handRank and evaluateHand contracts', () => {
  it('throw RangeError on a wrong card count (callers validate)', () => {
    expect(() => handRank('ace-to-five', cards('As 2s 3s 4s'))).toThrow(RangeError);
    expect(() => handRank('ace-to-six', cards('As 2s 3s 4s 5s 6s 7s 8s 9s'))).toThrow(RangeError);
    expect(() => evaluateHand('deuce-to-seven', [])).toThrow(RangeError);
  });

  it('throws RangeError for an evaluation name that is not one of EVALUATIONS', () => {
    expect(() => handRanker('badugi' as never)).toThrow(RangeError);
  });

  it('gives the same ranker function for the same evaluation, so callers may keep it', () => {
    expect(handRanker('ace-to-five')).toBe(handRanker('ace-to-five'));
  });

  it('does not depend on the order of the cards', () => {
    const hand = cards('Kd 7h 2c 7s Ah 9d 3c');
    const reversed = [...hand].reverse();
    for (const evaluation of ['ace-to-five', 'ace-to-six', 'deuce-to-seven', 'high'] as const) {
      expect(handRank(evaluation, reversed)).toBe(handRank(evaluation, hand));
      expect(evaluateHand(evaluation, reversed)).toEqual(evaluateHand(evaluation, hand));
    }
  });
});
