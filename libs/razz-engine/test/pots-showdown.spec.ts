import { eventsFor, HandEvent, viewFor } from '../src';
import { runScript, stacksOf, winnings } from './helpers/scripted-hand';

function shows(events: HandEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'show' ? [`${e.seat} shows ${e.description}`] : e.type === 'muck' ? [`${e.seat} mucks`] : []));
}

describe('side pots: a 3-way all-in with two side pots', () => {
  const run = runScript({
    stacks: { 1: 11, 2: 21, 3: 100, 4: 100 },
    cards: {
      1: 'As 4s 3h 2h 5c Kc Qc', // 5-4-3-2-A
      2: '7s 8s 4h 6d 2c Jc Tc', // 8-7-6-4-2
      3: '9s Ts 5h 7d 8d 6h 4d', // 8-7-6-5-4
      4: 'Js Qs Kd Qd Jd Th 9h', // K-Q-J-T-9
    },
    streets: [
      '4 bring-in, 1 complete, 2 call, 3 call, 4 call',
      '1 bet, 2 call, 3 call, 4 call', // seat 1 all-in
      '2 bet, 3 call, 4 call', // seat 1 all-in has the lowest board, so seat 2 opens; all-in
      '3 bet, 4 call',
      '3 check, 4 check',
    ],
  });

  it('checks the pot after every street', () => {
    expect(run.potAfterStreet).toEqual([24, 44, 74, 94, 94]);
  });

  it('forms one pot per all-in level, each awarded to the best eligible hand', () => {
    const pots = run.events.filter((e) => e.type === 'pot-awarded');
    expect(pots).toEqual([
      { type: 'pot-awarded', pot: 0, amount: 44, eligible: [1, 2, 3, 4], winners: [{ seat: 1, amount: 44 }] },
      { type: 'pot-awarded', pot: 1, amount: 30, eligible: [2, 3, 4], winners: [{ seat: 2, amount: 30 }] },
      { type: 'pot-awarded', pot: 2, amount: 20, eligible: [3, 4], winners: [{ seat: 3, amount: 20 }] },
    ]);
    expect(stacksOf(run.state)).toEqual({ 1: 44, 2: 30, 3: 89, 4: 69 });
  });

  it('shows in order from the first to act on 7th; a hand that cannot win is mucked, all-in hands are shown', () => {
    expect(shows(run.events)).toEqual(['3 shows 8-7-6-5-4', '4 mucks', '1 shows 5-4-3-2-A', '2 shows 8-7-6-4-2']);
  });

  it('keeps a mucked hand secret in every other view and event stream', () => {
    for (const viewer of [1, 2, 3, null]) {
      const seen = JSON.stringify([viewFor(run.state, viewer), eventsFor(run.events, viewer)]);
      for (const hidden of ['Js', 'Qs', '9h', 'K-Q-J-T-9']) expect(seen).not.toContain(`"${hidden}"`);
    }
    expect(viewFor(run.state, 4).seats.find((s) => s.seat === 4)?.down).toEqual(['Js', 'Qs', '9h']);
  });
});

describe('split pots and the odd chip', () => {
  // Seats 1 and 2 both make 8-6-4-2-A; the pot is 9 (three antes, three bring-ins of 2).
  const script = {
    stacks: { 1: 100, 2: 100, 3: 100 },
    cards: { 1: '8s 6s Ah 4h 2h Qd Jc', 2: '8h 6h Ac 4c 2c Qc Jd', 3: '?? ?? Kc Ks' },
    streets: ['3 bring-in, 1 call, 2 call', '1 check, 2 check, 3 fold', '1 check, 2 check', '1 check, 2 check', '1 check, 2 check'],
  };

  it.each([
    ['high-card-by-suit', undefined, { 1: 5, 2: 4 }], // the 8♠ is the highest card by suit
    ['low-card-by-suit', undefined, { 1: 4, 2: 5 }], // the A♣ is the lowest card by suit
    ['dealer-left', undefined, { 1: 5, 2: 4 }], // dealer seat 8: seat 1 is first after the dealer
    ['dealer-left', 1, { 1: 4, 2: 5 }], // dealer seat 1: seat 2 is first
  ] as const)('oddChip %s (dealer seat %s)', (oddChip, dealerSeat, won) => {
    const run = runScript({ ...script, rules: { oddChip }, dealerSeat });
    expect(run.potAfterStreet).toEqual([9, 9, 9, 9, 9]);
    expect(winnings(run.events)).toEqual(won);
  });
});

describe('uncalled bets and winning without a showdown', () => {
  it('returns the uncalled bet and pays the last player without showing', () => {
    const run = runScript({
      stacks: { 1: 100, 2: 100, 3: 100 },
      cards: { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' },
      streets: ['1 bring-in, 2 complete, 3 fold, 1 fold'],
    });
    expect(run.events.slice(-3)).toEqual([
      { type: 'uncalled-returned', seat: 2, amount: 3 },
      { type: 'pot-awarded', pot: 0, amount: 7, eligible: [2], winners: [{ seat: 2, amount: 7 }] },
      {
        type: 'hand-ended',
        endedBy: 'fold',
        stacks: [
          { seat: 1, stack: 97 },
          { seat: 2, stack: 104 },
          { seat: 3, stack: 99 },
        ],
      },
    ]);
    expect(shows(run.events)).toEqual([]);
  });

  it('with nobody able to bet on 7th (all-in), the player whose board would open 7th shows first', () => {
    // Seat 1 is all-in on 3rd street; the board runs out. On 7th, seat 2's 6-4-3-2 board is the lowest.
    const run = runScript({
      stacks: { 1: 3, 2: 100 },
      cards: { 1: 'Ac 2c Kd 9c 8c 7c 5s', 2: 'Qc Jc 2d 3h 4h 6h Kc' },
      streets: ['1 bring-in, 2 call', '', '', '', ''],
    });
    expect(shows(run.events)).toEqual(['2 shows J-6-4-3-2', '1 shows 8-7-5-2-A']);
  });

  it('the last aggressor on 7th shows first', () => {
    const run = runScript({
      stacks: { 1: 100, 2: 100 },
      cards: { 1: '7s 6s 2h 3h 4h 5h Kc', 2: '8c 9c Kd Qd Jd Td 2c' },
      streets: ['2 bring-in, 1 call', '1 check, 2 check', '1 check, 2 check', '1 check, 2 check', '1 check, 2 bet, 1 call'],
    });
    expect(shows(run.events)).toEqual(['2 shows J-T-9-8-2', '1 shows 6-5-4-3-2']);
  });
});
