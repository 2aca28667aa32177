import { blindChips, blindsFromText, blindStakesFromText, TextBlinds } from './stars-blinds';
import type { StarsHand } from './stars-hand';
import { parseStarsHand } from './stars-parse';

/**
 * The blind plan and stakes read from a flop game's blind lines and summary tags: the small and
 * the big blind, the other posts, a dead small blind, and a small blind the lines do not state.
 */
function handWith(header: string, posts: readonly string[], summary: readonly string[]): StarsHand {
  const text = [
    `PokerStars Hand #1:  ${header} - 2024/01/15 18:59:59 ET`,
    "Table 'T' 6-max Seat #4 is the button",
    'Seat 1: a ($10 in chips)',
    'Seat 2: b ($10 in chips)',
    'Seat 3: c ($10 in chips)',
    'Seat 4: d ($10 in chips)',
    ...posts,
    '*** HOLE CARDS ***',
    '*** SUMMARY ***',
    'Total pot $0.10 | Rake $0',
    ...summary,
  ].join('\n');
  const r = parseStarsHand(text);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
  return r.value;
}

const LIMIT = "Hold'em Limit ($0.05/$0.10 USD)";
const folded = (tags: Record<number, string> = {}): string[] =>
  ['a', 'b', 'c', 'd'].map((n, k) => `Seat ${k + 1}: ${n} ${tags[k + 1] ?? ''}folded before Flop`.replace('  ', ' '));

describe('blindsFromText', () => {
  it('takes the tagged seats, and every other line as a post: another big blind, both blinds, a dead small blind', () => {
    const hand = handWith(
      LIMIT,
      ['a: posts small blind $0.02', 'b: posts big blind $0.05', 'c: posts small & big blinds $0.07', 'd: posts small blind $0.02'],
      folded({ 1: '(small blind) ', 2: '(big blind) ', 4: '(button) ' }),
    );
    expect(blindsFromText(hand)).toEqual({
      small: 1,
      big: 2,
      posts: [
        { seat: 3, kind: 'small-and-big' },
        { seat: 4, kind: 'dead-small' },
      ],
    });
  });

  it('reads the first small and big blind lines as the blinds when no summary line is tagged (a player copy without them)', () => {
    const hand = handWith(LIMIT, ['a: posts small blind $0.02', 'b: posts big blind $0.05', 'd: posts big blind $0.05'], ['Seat 2: b collected ($0.12)']);
    expect(blindsFromText(hand)).toEqual({ small: 1, big: 2, posts: [{ seat: 4, kind: 'big' }] });
  });

  it('a dead small blind: every seat in the summary and none tagged, so a lone `posts small blind` is a dead post', () => {
    const hand = handWith(LIMIT, ['b: posts big blind $0.05', 'c: posts small blind $0.02'], folded({ 2: '(big blind) ', 4: '(button) ' }));
    expect(blindsFromText(hand)).toEqual({ small: null, big: 2, posts: [{ seat: 3, kind: 'dead-small' }] });
  });

  it('a big blind all-in from the ante posts no line: the tag names it', () => {
    const hand = handWith(LIMIT, ['a: posts small blind $0.02'], folded({ 1: '(small blind) ', 3: '(big blind) ' }));
    expect(blindsFromText(hand)).toEqual({ small: 1, big: 3, posts: [] });
    expect(blindsFromText(handWith(LIMIT, ['a: posts small blind $0.02'], []))).toMatch(/^no big blind/);
  });
});

describe('blindStakesFromText', () => {
  const plan = (hand: StarsHand): TextBlinds => blindsFromText(hand) as TextBlinds;

  it('fixed limit: the bets from the header, the big blind is the small bet, the small blind as posted (not always half)', () => {
    const hand = handWith(LIMIT, ['a: posts small blind $0.02', 'b: posts big blind $0.05'], []);
    const notes: string[] = [];
    expect(blindStakesFromText(hand, plan(hand), notes)).toEqual({ smallBlind: 2, bigBlind: 5, smallBet: 5, bigBet: 10 });
    expect(notes).toEqual([]);
  });

  it('pot and no limit: the blinds from the header, limits of one and two big blinds', () => {
    const hand = handWith("Hold'em No Limit ($0.05/$0.10 USD)", ['a: posts small blind $0.05', 'b: posts big blind $0.10', 'c: posts the ante $0.01'], []);
    expect(blindStakesFromText(hand, plan(hand), [])).toEqual({ smallBlind: 5, bigBlind: 10, smallBet: 10, bigBet: 20, ante: 1 });
  });

  it('a small blind only posted short (all-in): half the big blind is assumed, and noted', () => {
    const hand = handWith(LIMIT, ['a: posts small blind $0.01 and is all-in', 'b: posts big blind $0.05'], []);
    const notes: string[] = [];
    expect(blindStakesFromText(hand, plan(hand), notes)).toMatchObject({ smallBlind: 2, bigBlind: 5 });
    expect(notes).toEqual(['the small blind is not stated in full; assumed 2 chips']);
  });

  it('splits both blinds of a returning player into the live big blind and the dead small blind', () => {
    const hand = handWith(
      LIMIT,
      ['a: posts small blind $0.02', 'b: posts big blind $0.05', 'c: posts small & big blinds $0.07', 'd: posts small blind $0.02'],
      [],
    );
    const p = plan(hand);
    const chips = blindChips(hand, p, blindStakesFromText(hand, p, []));
    expect(Object.fromEntries(chips)).toEqual({ 1: { live: 2, dead: 0 }, 2: { live: 5, dead: 0 }, 3: { live: 5, dead: 2 }, 4: { live: 0, dead: 2 } });
  });
});
