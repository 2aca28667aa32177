import { knockoutWeights, splitBounty } from './bounty-shares';

describe('knockoutWeights', () => {
  it('gives the whole knockout to the one winner of the pot the busted seat was in', () => {
    expect(knockoutWeights([{ eligible: [1, 3], winners: [{ seat: 3, amount: 900 }] }], 1)).toEqual([{ key: 3, weight: 900n }]);
  });

  it('weights the winners of a split pot by what each took', () => {
    const pots = [
      {
        eligible: [1, 2, 4],
        winners: [
          { seat: 2, amount: 451 },
          { seat: 4, amount: 450 },
        ],
      },
    ];
    expect(knockoutWeights(pots, 1)).toEqual([
      { key: 2, weight: 451n },
      { key: 4, weight: 450n },
    ]);
  });

  it('leaves out a side pot the busted seat was not in', () => {
    const pots = [
      { eligible: [1, 2, 3], winners: [{ seat: 2, amount: 600 }] },
      { eligible: [2, 3], winners: [{ seat: 3, amount: 400 }] },
    ];
    expect(knockoutWeights(pots, 1)).toEqual([{ key: 2, weight: 600n }]);
  });

  it('adds up a winner of several pots the busted seat was in', () => {
    const pots = [
      { eligible: [1, 2, 3], winners: [{ seat: 2, amount: 600 }] },
      {
        eligible: [1, 2, 3],
        winners: [
          { seat: 3, amount: 100 },
          { seat: 2, amount: 100 },
        ],
      },
    ];
    expect(knockoutWeights(pots, 1)).toEqual([
      { key: 2, weight: 700n },
      { key: 3, weight: 100n },
    ]);
  });
});

describe('splitBounty', () => {
  it('pays a fixed bounty whole to a single eliminator', () => {
    expect(splitBounty('fixed', 2500n, [{ key: 'a', weight: 10n }])).toEqual([{ key: 'a', shareNum: 1, shareDen: 1, paid: 2500n, added: 0n }]);
  });

  it("halves a progressive bounty: half in cash, half onto the eliminator's own", () => {
    expect(splitBounty('progressive', 2500n, [{ key: 'a', weight: 3n }])).toEqual([{ key: 'a', shareNum: 1, shareDen: 1, paid: 1250n, added: 1250n }]);
  });

  it('pays the odd minor unit of a progressive half in cash', () => {
    expect(splitBounty('progressive', 1875n, [{ key: 'a', weight: 1n }])).toEqual([{ key: 'a', shareNum: 1, shareDen: 1, paid: 938n, added: 937n }]);
  });

  it('splits a knockout between two who split the pot, the odd unit to the bigger share', () => {
    const shares = splitBounty('progressive', 2501n, [
      { key: 'a', weight: 450n },
      { key: 'b', weight: 451n },
    ]);
    // 2501 × 450/901 = 1249.1… → 1249; 2501 × 451/901 = 1251.8… → 1251; 1 left over → b.
    expect(shares).toEqual([
      { key: 'a', shareNum: 450, shareDen: 901, paid: 625n, added: 624n },
      { key: 'b', shareNum: 451, shareDen: 901, paid: 626n, added: 626n },
    ]);
    expect(shares.reduce((s, x) => s + x.paid + x.added, 0n)).toBe(2501n);
  });

  it('splits an equal chop in halves', () => {
    expect(
      splitBounty('fixed', 2500n, [
        { key: 'a', weight: 300n },
        { key: 'b', weight: 300n },
      ]),
    ).toEqual([
      { key: 'a', shareNum: 1, shareDen: 2, paid: 1250n, added: 0n },
      { key: 'b', shareNum: 1, shareDen: 2, paid: 1250n, added: 0n },
    ]);
  });

  it('answers nothing without an eliminator', () => {
    expect(splitBounty('fixed', 2500n, [])).toEqual([]);
  });
});
