import { applyAction, HandEvent, HOLDEM, legalActions, PotResult, rulesFor, startHand } from '../src';
import { actionLog, LIMIT_1_2, runFlopScript, playFlopScript, seatToActIn } from './helpers/flop-script';
import { stacksOf, winnings } from './helpers/scripted-hand';

/**
 * Limit Hold'em hands in card notation (docs/rules/flop-games.md): the button and the blinds,
 * heads-up and short-handed, the big blind's option, the cap, the order of play before and after
 * the flop, the showdown order and the board playing.
 */

function awarded(events: readonly HandEvent[]): PotResult[] {
  return events.flatMap((e) => (e.type === 'pot-awarded' ? [{ amount: e.amount, eligible: e.eligible, winners: e.winners }] : []));
}

function shows(events: readonly HandEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'show' ? [`${e.seat}: ${e.description}`] : e.type === 'muck' ? [`${e.seat} mucks`] : []));
}

describe("Hold'em: the dealing order is the contract razz play documents", () => {
  // Seats 1 and 3, button 3: seat 1 is dealt first (heads-up: the seat that is not the button).
  const deck = ['Ah', 'Kc', 'Ad', 'Kd', '2c', '7h', '8h', '9h', '3c', 'Th', '4c', 'Jh'];
  const started = startHand({
    game: HOLDEM,
    rules: rulesFor('holdem'),
    stakes: LIMIT_1_2,
    dealerSeat: 3,
    seats: [
      { seat: 1, stack: 50 },
      { seat: 3, stack: 50 },
    ],
    deck,
  });
  if (!started.ok) throw new Error(started.error.message);

  it('deals the hole cards one at a time from the first seat after the button, then burn, flop, burn, turn, burn, river', () => {
    let state = started.state;
    const events = [...started.events];
    for (const action of [
      { seat: 3, kind: 'call' },
      { seat: 1, kind: 'check' },
      { seat: 1, kind: 'check' },
      { seat: 3, kind: 'check' },
      { seat: 1, kind: 'check' },
      { seat: 3, kind: 'check' },
      { seat: 1, kind: 'check' },
      { seat: 3, kind: 'check' },
    ] as const) {
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      events.push(...r.events);
    }
    const dealt = events.flatMap((e) => (e.type === 'deal' ? [`${e.seat}: ${e.down.join(' ')}`] : []));
    expect(dealt).toEqual(['1: Ah Ad', '3: Kc Kd']);
    expect(events.flatMap((e) => (e.type === 'burn' ? [e.card] : []))).toEqual(['2c', '3c', '4c']);
    expect(events.flatMap((e) => (e.type === 'board' ? [`${e.street} ${e.cards.join(' ')}`] : []))).toEqual(['flop 7h 8h 9h', 'turn Th', 'river Jh']);
    // The board plays for both (a straight flush to the Jack): the pot of 4 is split.
    expect(awarded(events)).toEqual([
      {
        amount: 4,
        eligible: [1, 3],
        winners: [
          { seat: 1, amount: 2 },
          { seat: 3, amount: 2 },
        ],
      },
    ]);
  });
});

describe("Hold'em heads-up: the button posts the small blind, acts first before the flop and last after it", () => {
  const script = {
    button: 3,
    stacks: { 1: 50, 3: 50 },
    hole: { 1: 'Qs Qh', 3: 'Ac 9d' },
    board: '2s 7d Jc 4h 8s',
    streets: ['3 call, 1 check', '1 check, 3 bet, 1 call', '1 check, 3 check', '1 bet, 3 call'],
  };
  const run = runFlopScript(script);

  it('posts the small blind on the button and the big blind on the other seat', () => {
    expect(actionLog(run.events).slice(0, 2)).toEqual(['3: small 1', '1: big 2']);
  });

  it('plays every street in order and keeps the pot after each', () => {
    expect(run.potAfterStreet).toEqual([4, 8, 8, 16]);
  });

  it('shows the river bettor first and pays the best five of seven', () => {
    expect(shows(run.events)).toEqual(['1: a pair of Queens', '3 mucks']);
    expect(winnings(run.events)).toEqual({ 1: 16 });
    expect(stacksOf(run.state)).toEqual({ 1: 58, 3: 42 });
  });

  it('with nobody betting the river, the first live seat left of the button shows first', () => {
    const checked = runFlopScript({ ...script, streets: ['3 call, 1 check', '1 check, 3 check', '1 check, 3 check', '1 check, 3 check'] });
    expect(shows(checked.events)[0]).toBe('1: a pair of Queens');
  });
});

describe("Hold'em three-handed: small blind left of the button, the button first before the flop", () => {
  const run = playFlopScript({
    button: 1,
    stacks: { 1: 50, 2: 50, 3: 50 },
    streets: ['1 call, 2 call, 3 check', ''],
  });

  it('posts the blinds left of the button and starts the betting with the button', () => {
    expect(actionLog(run.events).slice(0, 5)).toEqual(['2: small 1', '3: big 2', '1: call 2', '2: call 2', '3: check']);
  });

  it('opens the flop with the small blind, the first live seat left of the button', () => {
    expect(seatToActIn(run)).toBe(2);
  });
});

describe("Hold'em: the big blind's option and the cap", () => {
  const base = { button: 4, stacks: { 1: 100, 2: 100, 3: 100, 4: 100 } };

  it('lets the big blind check or raise when everyone called', () => {
    const run = playFlopScript({ ...base, streets: ['3 call, 4 call, 1 call'] });
    expect(seatToActIn(run)).toBe(2);
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'check' }, { kind: 'raise', min: 4, max: 4 }]);
    const raised = runFlopScript({ ...base, streets: ['3 call, 4 call, 1 call, 2 raise, 3 call, 4 call, 1 call'] });
    expect(raised.potAfterStreet).toEqual([16]);
  });

  it('counts the big blind as the first bet: three raises more and the betting is capped', () => {
    const run = playFlopScript({ ...base, streets: ['3 raise, 4 raise, 1 raise, 2 raise'] });
    expect(run.error).toMatchObject({ code: 'BETTING_CAPPED', at: '2 raise' });
    expect(actionLog(run.events).slice(2)).toEqual(['3: raise 4', '4: raise 6', '1: raise 8']);
  });

  it('lifts the cap heads-up in a cash game and keeps it under the tournament rule', () => {
    const heads = { button: 2, stacks: { 1: 100, 2: 100 }, streets: ['2 raise, 1 raise, 2 raise, 1 raise, 2 raise'] };
    expect(playFlopScript(heads).error).toBeUndefined();
    expect(playFlopScript({ ...heads, rules: { capWhenHeadsUp: 'kept' } }).error).toMatchObject({ code: 'BETTING_CAPPED', at: '1 raise' });
  });
});

describe("Hold'em: a big blind short of the big blind", () => {
  const run = runFlopScript({ button: 1, stacks: { 1: 50, 2: 50, 3: 1 }, streets: ['1 call, 2 call'] });

  it('posts what it has, all-in, and the others still call the full big blind', () => {
    expect(actionLog(run.events).slice(0, 4)).toEqual(['2: small 1', '3: big 1', '1: call 2', '2: call 2']);
  });

  it('goes on to the flop between the two players who still have chips', () => {
    expect(run.potAfterStreet).toEqual([5]);
    expect(seatToActIn(run)).toBe(2);
  });
});

describe("Hold'em no limit and pot limit: the big blind is the minimum bet", () => {
  const stakes = { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 };

  it('no limit: a raise goes to at least twice the big blind, up to the stack; after the flop a bet is at least the big blind', () => {
    const run = playFlopScript({ rules: rulesFor('holdem-nl'), stakes, button: 3, stacks: { 1: 100, 2: 100, 3: 100 }, streets: [''] });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }, { kind: 'raise', min: 4, max: 100 }]);
    const flop = playFlopScript({
      rules: rulesFor('holdem-nl'),
      stakes,
      button: 3,
      stacks: { 1: 100, 2: 100, 3: 100 },
      streets: ['3 call, 1 call, 2 check', ''],
    });
    expect(legalActions(flop.state)).toContainEqual({ kind: 'bet', min: 2, max: 98 });
  });

  it('pot limit: the first raise goes to at most 7 (call 2, then the pot of 5); the small blind may then raise to 23', () => {
    const run = playFlopScript({ rules: rulesFor('holdem-pl'), stakes, button: 3, stacks: { 1: 100, 2: 100, 3: 100 }, streets: [''] });
    expect(legalActions(run.state)).toContainEqual({ kind: 'raise', min: 4, max: 7 });
    const raised = playFlopScript({ rules: rulesFor('holdem-pl'), stakes, button: 3, stacks: { 1: 100, 2: 100, 3: 100 }, streets: ['3 raise 7'] });
    // The small blind calls 6 more, making the pot 16, and raises by it: to 7 + 16 = 23.
    expect(legalActions(raised.state)).toContainEqual({ kind: 'raise', min: 12, max: 23 });
  });
});

describe("Hold'em: the odd chip", () => {
  it('goes to the first winner left of the button when the board plays', () => {
    // Seat 1's folded small blind stays in: 1 + 2 + 2 = 5 chips split between seats 2 and 3. Left of
    // the button (3) come seat 1 (folded) and then seat 2, which takes the odd chip.
    const run = runFlopScript({
      button: 3,
      stacks: { 1: 50, 2: 50, 3: 50 },
      hole: { 1: '2c 3d', 2: '4c 5d', 3: '6c 6d' },
      board: 'As Ks Qs Js Ts',
      streets: ['3 call, 1 fold, 2 check', '2 check, 3 check', '2 check, 3 check', '2 check, 3 check'],
    });
    expect(winnings(run.events)).toEqual({ 2: 3, 3: 2 });
  });
});
