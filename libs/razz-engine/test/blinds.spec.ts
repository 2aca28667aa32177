import { HOLDEM, legalActions, RAZZ, startHand } from '../src';
import { actionLog, LIMIT_1_2, playFlopScript, runFlopScript, seatToActIn } from './helpers/flop-script';
import { winnings } from './helpers/scripted-hand';

/**
 * Blinds the table asks for (docs/rules/flop-games.md, blinds): a returning player's missed blinds
 * (the big blind live, the small blind dead), a new player's big blind, and the dead small blind
 * and dead button of the tournament rule.
 */

describe('a returning player posts both missed blinds: the big blind live, the small blind dead', () => {
  // Button 1, blinds 2 and 3; seat 5 comes back and posts 1 + 2.
  const script = {
    button: 1,
    stacks: { 1: 50, 2: 50, 3: 50, 4: 50, 5: 50 },
    posts: [{ seat: 5, kind: 'small-and-big' as const }],
    streets: ['4 call, 5 check, 1 call, 2 call, 3 check'],
  };
  const run = runFlopScript(script);

  it('posts 3 in one line, 1 of it dead', () => {
    expect(actionLog(run.events).slice(0, 3)).toEqual(['2: small 1', '3: big 2', '5: small-and-big 3 (dead 1)']);
  });

  it('gives the poster the option: the live big blind counts as a call, and it may check or raise', () => {
    const before = playFlopScript({ ...script, streets: ['4 call'] });
    expect(seatToActIn(before)).toBe(5);
    expect(legalActions(before.state)).toEqual([{ kind: 'fold' }, { kind: 'check' }, { kind: 'raise', min: 4, max: 4 }]);
  });

  it('puts the dead small blind in the pot: 5 × 2 + 1', () => {
    expect(run.potAfterStreet).toEqual([11]);
  });
});

describe('a new player posts a big blind out of position', () => {
  const run = runFlopScript({
    button: 1,
    stacks: { 1: 50, 2: 50, 3: 50, 4: 50 },
    posts: [{ seat: 4, kind: 'big' }],
    hole: { 4: 'As Ad' },
    board: 'Ks 8d 5c 3h 2s',
    streets: ['4 check, 1 call, 2 call, 3 check', '2 check, 3 check, 4 bet, 1 fold, 2 fold, 3 fold'],
  });

  it('posts a live big blind that plays like the big blind', () => {
    expect(actionLog(run.events).slice(0, 4)).toEqual(['2: small 1', '3: big 2', '4: big 2', '4: check']);
    expect(winnings(run.events)).toEqual({ 4: 8 });
  });
});

describe("a dead small blind and a dead button (TDA's dead button rule)", () => {
  // Seat 3 busted as last hand's big blind: the big blind moves on to seat 5, nobody posts the small
  // blind (its seat is empty) and the button moves to seat 2.
  const script = {
    button: 2,
    blinds: { small: null, big: 5 },
    stacks: { 1: 50, 2: 50, 5: 50 },
    streets: ['1 call, 2 call, 5 check', ''],
  };
  const run = playFlopScript(script);

  it('posts only the big blind and starts left of it', () => {
    expect(actionLog(run.events).slice(0, 4)).toEqual(['5: big 2', '1: call 2', '2: call 2', '5: check']);
    expect(run.potAfterStreet[0]).toBe(6);
  });

  it('opens the flop with the first live seat left of the button', () => {
    expect(seatToActIn(run)).toBe(5);
  });

  it('deals from a dead button too: the first seat after it first', () => {
    const deal = run.events.flatMap((e) => (e.type === 'deal' ? [e.seat] : []));
    expect(deal).toEqual([5, 1, 2]);
  });
});

describe('blinds that cannot be posted are refused', () => {
  const input = {
    game: HOLDEM,
    stakes: LIMIT_1_2,
    dealerSeat: 1,
    seats: [
      { seat: 1, stack: 50 },
      { seat: 2, stack: 50 },
      { seat: 3, stack: 50 },
    ],
    rng: { int: () => 0 },
  };

  it.each([
    ['a big blind nobody is dealt at', { blinds: { small: 2, big: 7 } }, 'the big blind (seat 7) must be a seat dealt into the hand'],
    ['the same seat twice', { blinds: { small: 2, big: 2 } }, 'the small blind (seat 2) must be another seat dealt into the hand, or null (dead)'],
    ['a post by a blind', { posts: [{ seat: 2, kind: 'big' as const }] }, 'posts: seat 2 already posts the small or the big blind'],
    ['an unknown post', { posts: [{ seat: 1, kind: 'straddle' as never }] }, 'posts: seat 1: kind must be one of big, small-and-big, dead-small'],
  ])('%s', (_, extra, message) => {
    expect(startHand({ ...input, ...extra })).toEqual({ ok: false, error: { code: 'INVALID_SEATS', message } });
  });

  it('refuses blinds in a stud game and a bring-in in a flop game', () => {
    const stud = startHand({ ...input, game: RAZZ, stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, blinds: { small: 2, big: 3 } });
    expect(stud).toEqual({ ok: false, error: { code: 'INVALID_SEATS', message: 'Razz has no blinds' } });
    const started = startHand(input);
    if (!started.ok) throw new Error(started.error.message);
    expect(legalActions(started.state).map((a) => a.kind)).not.toContain('bring-in');
  });

  it('refuses stud stakes for a flop game and blinds above the bets', () => {
    expect(startHand({ ...input, stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } })).toMatchObject({ ok: false, error: { code: 'INVALID_STAKES' } });
    expect(startHand({ ...input, stakes: { smallBlind: 1, bigBlind: 4, smallBet: 2, bigBet: 4 } })).toEqual({
      ok: false,
      error: { code: 'INVALID_STAKES', message: 'stakes must satisfy 0 < smallBlind ≤ bigBlind ≤ smallBet ≤ bigBet (got 1 / 4 / 2 / 4)' },
    });
    expect(startHand({ ...input, stakes: { smallBlind: 1, bigBlind: 1, smallBet: 2, bigBet: 4 } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STAKES', message: expect.stringContaining('fixed limit: the big blind is one small bet') },
    });
  });

  it('seats up to ten at a flop table, not eleven', () => {
    const ten = Array.from({ length: 10 }, (_, k) => ({ seat: k + 1, stack: 50 }));
    expect(startHand({ ...input, rules: { maxSeats: 10 }, seats: ten }).ok).toBe(true);
    expect(startHand({ ...input, rules: { maxSeats: 11 }, seats: ten })).toMatchObject({ ok: false, error: { code: 'INVALID_RULES' } });
  });
});
