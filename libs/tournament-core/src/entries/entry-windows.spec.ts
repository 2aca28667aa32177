import type { Structure } from '../structure/structure';
import { addOnBreakIndex, addOnOpen, inPlay, poolFinal, rebuyOpen, registrationOpen, type EntryTerms } from './entry-windows';

const stakes = (n: number) => ({ ante: n, bringIn: 2 * n, smallBet: 10 * n, bigBet: 20 * n });
/** Items: 0 level I, 1 level II, 2 break, 3 level III, 4 break, 5 level IV. */
const STRUCTURE: Structure = {
  name: 'windows',
  items: [
    { kind: 'level', minutes: 20, stakes: stakes(1) },
    { kind: 'level', minutes: 20, stakes: stakes(2) },
    { kind: 'break', minutes: 5 },
    { kind: 'level', minutes: 20, stakes: stakes(4) },
    { kind: 'break', minutes: 5 },
    { kind: 'level', minutes: 20, stakes: stakes(8) },
  ],
};
const terms = (o: Partial<EntryTerms> = {}): EntryTerms => ({
  status: 'running',
  structure: STRUCTURE,
  lateRegistrationLevels: 0,
  rebuyLevels: 0,
  addOnChips: 0n,
  ...o,
});

describe('entry windows', () => {
  it('is in play while running or on a break only', () => {
    expect(['running', 'on-break'].map((status) => inPlay({ status }))).toEqual([true, true]);
    expect(['registering', 'finished', 'cancelled'].map((status) => inPlay({ status }))).toEqual([false, false, false]);
  });

  it('takes entries while registering, and through the end of level N with the breaks before it', () => {
    expect(registrationOpen(terms({ status: 'registering' }), null)).toBe(true);
    const late = terms({ lateRegistrationLevels: 3 });
    expect([0, 2, 3, 4].map((i) => registrationOpen(late, i))).toEqual([true, true, true, false]);
    expect(registrationOpen(terms(), 0)).toBe(false);
  });

  it('offers rebuys during levels 1…rebuyLevels and the add-on at the first break after them', () => {
    const rebuys = terms({ rebuyLevels: 2, addOnChips: 5_000n });
    expect([1, 2, 3].map((i) => rebuyOpen(rebuys, i))).toEqual([true, false, false]);
    expect(addOnBreakIndex(rebuys)).toBe(2);
    expect(addOnBreakIndex(terms({ rebuyLevels: 3, addOnChips: 5_000n }))).toBe(4);
    expect(addOnBreakIndex(terms({ rebuyLevels: 2 }))).toBeNull();
    expect([1, 2, 3].map((i) => addOnOpen(rebuys, i))).toEqual([false, true, false]);
  });

  it('makes the pool final once registration, rebuys and the add-on break are all over', () => {
    const t = terms({ lateRegistrationLevels: 1, rebuyLevels: 2, addOnChips: 5_000n });
    expect([0, 1, 2, 3].map((i) => poolFinal(t, i))).toEqual([false, false, false, true]);
    expect(poolFinal(terms({ status: 'finished' }), null)).toBe(true);
    expect(poolFinal(terms({ status: 'registering' }), null)).toBe(false);
  });
});
