import { seededRng } from '@app/razz-engine';
import { placeBusts, prizesForPlacings, type Bust, type Placing } from './eliminations';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('placeBusts', () => {
  it('places the player who started the hand with more chips higher', () => {
    const placings = value(
      placeBusts(
        [
          { playerId: 'a', startingStack: 500 },
          { playerId: 'b', startingStack: 900 },
          { playerId: 'c', startingStack: 100 },
        ],
        10,
      ),
    );
    expect(placings).toEqual([
      { playerId: 'b', place: 8, sharedTo: 8 },
      { playerId: 'a', place: 9, sharedTo: 9 },
      { playerId: 'c', place: 10, sharedTo: 10 },
    ]);
  });

  it('lets equal starting stacks share their places, in the order given', () => {
    const placings = value(
      placeBusts(
        [
          { playerId: 'x', startingStack: 300 },
          { playerId: 'y', startingStack: 700 },
          { playerId: 'z', startingStack: 300 },
        ],
        5,
      ),
    );
    expect(placings).toEqual([
      { playerId: 'y', place: 3, sharedTo: 3 },
      { playerId: 'x', place: 4, sharedTo: 5 },
      { playerId: 'z', place: 4, sharedTo: 5 },
    ]);
  });

  it('in hand-for-hand play everyone busting in the hand shares the places (RP-8), whatever their stacks', () => {
    const placings = value(
      placeBusts(
        [
          { playerId: 'a', startingStack: 500 },
          { playerId: 'b', startingStack: 900 },
        ],
        19,
        { handForHand: true },
      ),
    );
    expect(placings).toEqual([
      { playerId: 'a', place: 18, sharedTo: 19 },
      { playerId: 'b', place: 18, sharedTo: 19 },
    ]);
  });

  it('gives every place in the range exactly once over random busts', () => {
    const rng = seededRng('busts');
    for (let k = 0; k < 300; k++) {
      const busts: Bust[] = Array.from({ length: 1 + rng.int(6) }, (_, i) => ({ playerId: `p${i}`, startingStack: 1 + rng.int(4) * 100 }));
      const before = busts.length + 1 + rng.int(50);
      const placings = value(placeBusts(busts, before));
      const covered = placings.flatMap((p, i) => (placings.findIndex((q) => q.place === p.place) === i ? range(p.place, p.sharedTo) : []));
      expect(covered.sort((a, b) => a - b)).toEqual(range(before - busts.length + 1, before));
      for (const p of placings) {
        const stack = busts.find((b) => b.playerId === p.playerId)?.startingStack;
        const sharers = placings.filter((q) => q.place === p.place);
        expect(sharers.length).toBe(p.sharedTo - p.place + 1);
        expect(sharers.every((q) => busts.find((b) => b.playerId === q.playerId)?.startingStack === stack)).toBe(true);
      }
    }
  });

  it.each<[string, Bust[], number]>([
    ['no busts', [], 5],
    [
      'everybody busting',
      [
        { playerId: 'a', startingStack: 5 },
        { playerId: 'b', startingStack: 5 },
      ],
      2,
    ],
    [
      'a player twice',
      [
        { playerId: 'a', startingStack: 5 },
        { playerId: 'a', startingStack: 6 },
      ],
      9,
    ],
    ['an empty starting stack', [{ playerId: 'a', startingStack: 0 }], 9],
  ])('refuses %s (PLACES_INPUT)', (_, busts, before) => {
    const r = placeBusts(busts, before);
    expect(r.ok ? 'ok' : r.error.code).toBe('PLACES_INPUT');
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('prizesForPlacings', () => {
  const payouts = [5_000, 3_001, 2_000, 1_000];

  it('pays single places their prize and shared places an equal split, odd chips to the earlier player', () => {
    const placings: Placing[] = [
      { playerId: 'a', place: 2, sharedTo: 3 },
      { playerId: 'b', place: 2, sharedTo: 3 },
      { playerId: 'c', place: 4, sharedTo: 4 },
    ];
    expect(value(prizesForPlacings(placings, payouts))).toEqual([
      { playerId: 'a', amount: 2_501 },
      { playerId: 'b', amount: 2_500 },
      { playerId: 'c', amount: 1_000 },
    ]);
  });

  it('shares a paid place with unpaid ones (the bubble split)', () => {
    const placings = value(
      placeBusts(
        [
          { playerId: 'a', startingStack: 10 },
          { playerId: 'b', startingStack: 90 },
        ],
        5,
        { handForHand: true },
      ),
    );
    expect(value(prizesForPlacings(placings, payouts))).toEqual([
      { playerId: 'a', amount: 500 },
      { playerId: 'b', amount: 500 },
    ]);
  });

  it('refuses a shared range with the wrong number of players', () => {
    const r = prizesForPlacings([{ playerId: 'a', place: 2, sharedTo: 3 }], payouts);
    expect(r.ok ? 'ok' : r.error.code).toBe('PLACES_INPUT');
  });
});
