import { BlindDebt, FlopPositions, planFlopHand, SeatForBlinds } from './flop-positions';

/** Seats by number; `-` marks a seat that is sat out (not ready). Debts and choices by seat. */
function seats(numbers: number[], extra: { out?: number[]; debt?: Record<number, BlindDebt>; post?: number[]; fresh?: number[] } = {}): SeatForBlinds[] {
  return numbers.map((seat) => ({
    seat,
    ready: !(extra.out ?? []).includes(seat),
    debt: extra.debt?.[seat] ?? 'none',
    postNow: (extra.post ?? []).includes(seat),
    newArrival: (extra.fresh ?? []).includes(seat),
  }));
}

/** Plays `hands` hands in a row (positions carried over), the same seats each time. */
function positionsOver(mode: 'cash' | 'tournament', start: FlopPositions | null, table: SeatForBlinds[], hands: number): string[] {
  const out: string[] = [];
  let at = start;
  for (let k = 0; k < hands; k++) {
    const plan = planFlopHand(mode, at, table, 9);
    if (!plan) throw new Error('no hand');
    out.push(`B${plan.button} S${plan.small ?? '-'} BB${plan.big}`);
    at = plan.positions;
  }
  return out;
}

describe('the button and the blinds between flop-game hands', () => {
  it('starts with the button on the highest seat, the blinds on the two lowest', () => {
    expect(planFlopHand('cash', null, seats([2, 5, 7]), 9)).toMatchObject({ button: 7, small: 2, big: 5, dealt: [2, 5, 7], posts: [] });
  });

  it('moves everything one seat a hand round a full table', () => {
    expect(positionsOver('tournament', null, seats([1, 4, 6, 9]), 5)).toEqual(['B9 S1 BB4', 'B1 S4 BB6', 'B4 S6 BB9', 'B6 S9 BB1', 'B9 S1 BB4']);
  });

  it('a busted big blind: the next big blind posts, the small blind is dead, then the button is dead (TDA dead button)', () => {
    // Last hand: button 1, small blind 2, big blind 3; seat 3 is out.
    const first = planFlopHand('tournament', { button: 1, smallBlind: 2, bigBlind: 3 }, seats([1, 2, 5, 7]), 9);
    expect(first).toMatchObject({ button: 2, small: null, big: 5, dealt: [1, 2, 5, 7] });
    const second = planFlopHand('tournament', first?.positions ?? null, seats([1, 2, 5, 7]), 9);
    expect(second).toMatchObject({ button: 3, small: 5, big: 7 });
  });

  it('a busted small blind: the button moves onto the empty seat', () => {
    const plan = planFlopHand('tournament', { button: 1, smallBlind: 2, bigBlind: 3 }, seats([1, 3, 5, 7]), 9);
    expect(plan).toMatchObject({ button: 2, small: 3, big: 5 });
  });

  it('heads-up: the button posts the small blind and the big blind alternates', () => {
    expect(positionsOver('tournament', { button: 3, smallBlind: 3, bigBlind: 5 }, seats([3, 5]), 3)).toEqual(['B5 S5 BB3', 'B3 S3 BB5', 'B5 S5 BB3']);
  });

  it('from three to two players, nobody posts the big blind twice in a row', () => {
    // Last hand: button 1, small blind 3, big blind 5; seat 1 busts.
    const plan = planFlopHand('tournament', { button: 1, smallBlind: 3, bigBlind: 5 }, seats([3, 5]), 9);
    expect(plan).toMatchObject({ button: 5, small: 5, big: 3 });
  });

  it('deals a new arrival at once, but not between the small blind and the button (TDA 9)', () => {
    // Dead button on seat 2 (empty) and the small blind on 4: seat 3 lies between them.
    const previous = { button: 1, smallBlind: 2, bigBlind: 4 };
    const between = planFlopHand('tournament', previous, seats([1, 3, 4, 6, 8], { fresh: [3] }), 9);
    expect(between).toMatchObject({ button: 2, small: 4, big: 6, dealt: [1, 4, 6, 8] });
    const elsewhere = planFlopHand('tournament', previous, seats([1, 4, 6, 7, 8], { fresh: [7] }), 9);
    expect(elsewhere?.dealt).toEqual([1, 4, 6, 7, 8]);
  });
});

describe('missed blinds in cash games', () => {
  const previous = { button: 1, smallBlind: 2, bigBlind: 3 };

  it('a seat the big blind passes while it sits out owes both blinds', () => {
    const plan = planFlopHand('cash', previous, seats([1, 2, 3, 4, 5], { out: [4] }), 9);
    expect(plan).toMatchObject({ button: 2, small: 3, big: 5, dealt: [1, 2, 3, 5], debts: [{ seat: 4, debt: 'both' }] });
  });

  it('a seat whose small blind comes while it sits out owes the small blind', () => {
    // Seat 3 had the big blind last hand and sits out now: its small blind is dead and owed.
    const plan = planFlopHand('cash', previous, seats([1, 2, 3, 4, 5], { out: [3] }), 9);
    expect(plan).toMatchObject({ small: null, big: 4, debts: [{ seat: 3, debt: 'small' }] });
  });

  it('back, it posts what it owes and plays at once: the big blind live, the small blind dead', () => {
    const plan = planFlopHand('cash', previous, seats([1, 2, 3, 4, 5], { debt: { 1: 'both' }, post: [1] }), 9);
    expect(plan).toMatchObject({ big: 4, dealt: [1, 2, 3, 4, 5], posts: [{ seat: 1, kind: 'small-and-big' }], debts: [{ seat: 1, debt: 'none' }] });
  });

  it('or waits for the big blind, which clears what it owes', () => {
    const waiting = seats([1, 2, 3, 4, 5], { debt: { 5: 'both' } });
    const first = planFlopHand('cash', previous, waiting, 9);
    expect(first).toMatchObject({ big: 4, dealt: [1, 2, 3, 4] });
    const second = planFlopHand('cash', first?.positions ?? null, waiting, 9);
    expect(second).toMatchObject({ big: 5, posts: [], dealt: [1, 2, 3, 4, 5], debts: [{ seat: 5, debt: 'none' }] });
  });

  it('a new player posts a big blind to play at once, or waits for it', () => {
    const posting = planFlopHand('cash', previous, seats([1, 2, 3, 6], { debt: { 6: 'big' }, post: [6], fresh: [6] }), 9);
    expect(posting).toMatchObject({ big: 6, posts: [] });
    const elsewhere = planFlopHand('cash', { button: 6, smallBlind: 8, bigBlind: 1 }, seats([1, 2, 3, 6, 8], { debt: { 3: 'big' }, post: [3], fresh: [3] }), 9);
    expect(elsewhere).toMatchObject({ big: 2, posts: [{ seat: 3, kind: 'big' }], dealt: [1, 2, 3, 6, 8] });
  });

  it('a new player in the small blind or on the button waits, even posting: it would skip the big blind it owes', () => {
    // The big blind (seat 3) left and a new player took the seat: it is next hand's small blind.
    const small = planFlopHand('cash', previous, seats([1, 2, 3, 4, 5], { debt: { 3: 'big' }, post: [3], fresh: [3] }), 9);
    expect(small).toMatchObject({ button: 2, small: null, big: 4, dealt: [1, 2, 4, 5], posts: [] });
    const onButton = planFlopHand('cash', previous, seats([1, 2, 3, 4, 5], { debt: { 2: 'big' }, post: [2], fresh: [2] }), 9);
    expect(onButton).toMatchObject({ button: 2, small: 3, big: 4, dealt: [1, 3, 4, 5] });
    // In a tournament a player moved in is dealt in there (TDA Rule 9: anywhere but between the small blind and the button).
    expect(planFlopHand('tournament', previous, seats([1, 2, 3, 4, 5], { fresh: [3] }), 9)).toMatchObject({ small: 3, dealt: [1, 2, 3, 4, 5] });
  });

  it('starts afresh when fewer than two seats could play', () => {
    const plan = planFlopHand('cash', previous, seats([4, 7], { debt: { 4: 'big', 7: 'big' } }), 9);
    expect(plan).toMatchObject({
      button: 7,
      small: 7,
      big: 4,
      dealt: [4, 7],
      debts: [
        { seat: 4, debt: 'none' },
        { seat: 7, debt: 'none' },
      ],
    });
  });

  it('deals nothing with fewer than two seats ready', () => {
    expect(planFlopHand('cash', previous, seats([4, 7], { out: [7] }), 9)).toBeNull();
  });
});
