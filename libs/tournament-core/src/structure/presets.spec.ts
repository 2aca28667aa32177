import type { StudStakes } from '@app/razz-engine';
import { HORSE, STANDARD_RAZZ, STRUCTURE_PRESETS, TURBO_RAZZ } from './presets';
import { levelsOf, type Structure } from './structure';
import { validateStructure } from './validate-structure';

/** Levels completed before each break, 1-based. */
function breakPositions(s: Structure): number[] {
  let levels = 0;
  const out: number[] = [];
  for (const item of s.items) {
    if (item.kind === 'level') levels++;
    else out.push(levels);
  }
  return out;
}

describe.each([
  ['standard', STANDARD_RAZZ, 20, 4],
  ['turbo', TURBO_RAZZ, 10, 6],
])('the %s preset', (_, structure, minutes, breakEvery) => {
  const levels = levelsOf(structure);

  it('is a valid structure', () => {
    expect(validateStructure(structure).ok).toBe(true);
  });

  it(`has 25–30 levels of ${minutes} minutes`, () => {
    expect(levels.length).toBeGreaterThanOrEqual(25);
    expect(levels.length).toBeLessThanOrEqual(30);
    expect(new Set(levels.map((l) => l.minutes))).toEqual(new Set([minutes]));
  });

  it('raises the limits by ×1.25–1.5 per level with a big bet twice the small bet', () => {
    for (let i = 1; i < levels.length; i++) {
      const ratio = (levels[i] as (typeof levels)[0]).stakes.smallBet / (levels[i - 1] as (typeof levels)[0]).stakes.smallBet;
      expect(ratio).toBeGreaterThanOrEqual(1.25);
      expect(ratio).toBeLessThanOrEqual(1.5);
    }
    for (const l of levels) expect(l.stakes.bigBet).toBe(2 * l.stakes.smallBet);
  });

  it('keeps the ante at 10–25% and the bring-in at 25–50% of the small bet', () => {
    for (const level of levels) {
      const stakes = level.stakes as StudStakes;
      expect(stakes.ante / stakes.smallBet).toBeGreaterThanOrEqual(0.1);
      expect(stakes.ante / stakes.smallBet).toBeLessThanOrEqual(0.25);
      expect(stakes.bringIn / stakes.smallBet).toBeGreaterThanOrEqual(0.25);
      expect(stakes.bringIn / stakes.smallBet).toBeLessThanOrEqual(0.5);
    }
  });

  it(`breaks after every ${breakEvery}th level`, () => {
    const expected = Array.from({ length: Math.floor((levels.length - 1) / breakEvery) }, (_, k) => (k + 1) * breakEvery);
    expect(breakPositions(structure)).toEqual(expected);
  });

  it('cannot be changed by accident (frozen)', () => {
    expect(Object.isFrozen(structure.items)).toBe(true);
    expect(Object.isFrozen(levels[0]?.stakes)).toBe(true);
  });
});

describe('STRUCTURE_PRESETS', () => {
  it('lists both presets by key', () => {
    expect(STRUCTURE_PRESETS.standard).toBe(STANDARD_RAZZ);
    expect(STRUCTURE_PRESETS.turbo).toBe(TURBO_RAZZ);
  });
});

describe('the horse preset', () => {
  const levels = levelsOf(HORSE);

  it('is a valid structure on the standard ladder and breaks', () => {
    expect(validateStructure(HORSE).ok).toBe(true);
    expect(levels.map((l) => [l.stakes.smallBet, l.stakes.bigBet])).toEqual(levelsOf(STANDARD_RAZZ).map((l) => [l.stakes.smallBet, l.stakes.bigBet]));
    expect(breakPositions(HORSE)).toEqual(breakPositions(STANDARD_RAZZ));
  });

  it("deals Hold'em, Omaha Hi-Lo, Razz, Stud and Stud Eight-or-Better a level each, in turn", () => {
    expect(levels.slice(0, 10).map((l) => l.game)).toEqual(['holdem', 'omaha8', 'razz', 'stud', 'stud8', 'holdem', 'omaha8', 'razz', 'stud', 'stud8']);
  });

  it('gives the flop levels blinds (the big blind one small bet, the small blind half of it in chips still in play) and the stud levels ante and bring-in', () => {
    for (const level of levels) {
      const s = level.stakes;
      if (level.game === 'holdem' || level.game === 'omaha8') {
        expect(s).toMatchObject({ bigBlind: s.smallBet });
        expect('smallBlind' in s && s.smallBlind <= s.smallBet / 2 && s.smallBlind > s.smallBet / 4).toBe(true);
      } else expect(s).toMatchObject({ ante: expect.any(Number), bringIn: expect.any(Number) });
    }
  });

  it('is offered as the preset horse', () => {
    expect(STRUCTURE_PRESETS.horse).toBe(HORSE);
  });
});
