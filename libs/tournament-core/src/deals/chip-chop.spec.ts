import { seededRng } from '@app/razz-engine';
import { chipChop } from './chip-chop';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe('chipChop', () => {
  it('divides the remaining prizes in proportion to the stacks', () => {
    expect(value(chipChop([6000, 4000], [700, 300])).amounts).toEqual([600, 400]);
    expect(value(chipChop([1, 1, 1], [50, 30, 20])).amounts).toEqual([34, 33, 33]);
  });

  it('with the guaranteed minimum: everybody first gets the last place prize', () => {
    // 300 each, then the remaining 400 by chips: 240 / 160.
    expect(value(chipChop([6000, 4000], [700, 300], { guaranteeLastPlace: true })).amounts).toEqual([540, 460]);
    // Three players, two prizes left: the last place pays 0, so it is a plain chop.
    expect(value(chipChop([5, 3, 2], [700, 300], { guaranteeLastPlace: true })).amounts).toEqual([500, 300, 200]);
  });

  it('a plain chop can pay a big stack more than 1st prize (why the minimum exists)', () => {
    expect(value(chipChop([99, 1], [700, 300])).amounts).toEqual([990, 10]);
    expect(value(chipChop([99, 1], [700, 300], { guaranteeLastPlace: true })).amounts).toEqual([696, 304]);
  });

  it('sums exactly, rounds to the unit and respects the minimum for random tables', () => {
    const rng = seededRng('chip-chop');
    const wrong: string[] = [];
    for (let k = 0; k < 1_000; k++) {
      const n = 2 + rng.int(9);
      const stacks = Array.from({ length: n }, () => 1 + rng.int(10_000_000));
      const prizes = Array.from({ length: 1 + rng.int(n) }, () => rng.int(100_000_000)).sort((x, y) => y - x);
      const unit = [1, 100][rng.int(2)] as number;
      const guaranteeLastPlace = rng.int(2) === 0;
      const { amounts } = value(chipChop(stacks, prizes, { guaranteeLastPlace, unit }));
      if (sum(amounts) !== sum(prizes)) wrong.push(`${stacks} / ${prizes}: sum ${sum(amounts)}`);
      const minimum = guaranteeLastPlace ? (prizes[n - 1] ?? 0) : 0;
      if (amounts.some((a) => a < minimum)) wrong.push(`${stacks} / ${prizes}: below the minimum ${minimum}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses bad input like ICM does', () => {
    const r = chipChop([100, 200], [10, 20]);
    expect(r.ok ? 'ok' : r.error.code).toBe('DEAL_INPUT');
  });
});
