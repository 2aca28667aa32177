import type { Structure } from './structure';
import { handForHandTarget } from './clock-math';

const MIN = 60_000;
const stakes = (n: number) => ({ ante: n, bringIn: 2 * n, smallBet: 10 * n, bigBet: 20 * n });
/** Level I 20 min, level II 20 min, a 5-minute break, level III. */
const STRUCTURE: Structure = {
  name: 'h4h',
  items: [
    { kind: 'level', minutes: 20, stakes: stakes(1) },
    { kind: 'level', minutes: 20, stakes: stakes(2) },
    { kind: 'break', minutes: 5 },
    { kind: 'level', minutes: 20, stakes: stakes(4) },
  ],
};
const pausedAt = new Date(10_000_000_000);
/** A clock stopped `played` ms into the structure, at item `itemIndex`. */
const stopped = (played: number, itemIndex: number) => ({ anchorAt: new Date(pausedAt.getTime() - played), pausedAt, itemIndex });

describe('handForHandTarget (the hand-for-hand play-down of a stopped clock)', () => {
  it('takes the time off the current level', () => {
    const target = handForHandTarget(STRUCTURE, stopped(5 * MIN, 0), 2 * MIN);
    expect(target).toEqual({ anchorAt: new Date(pausedAt.getTime() - 7 * MIN), itemIndex: 0 });
  });

  it('moves on to the next level when the current one runs out', () => {
    expect(handForHandTarget(STRUCTURE, stopped(19 * MIN, 0), 3 * MIN)).toEqual({ anchorAt: new Date(pausedAt.getTime() - 22 * MIN), itemIndex: 1 });
  });

  it('never plays into a break: it stops on the last millisecond of the level before it', () => {
    const target = handForHandTarget(STRUCTURE, stopped(39 * MIN, 1), 5 * MIN);
    expect(target).toEqual({ anchorAt: new Date(pausedAt.getTime() - (40 * MIN - 1)), itemIndex: 1 });
    // Stopped there, another round takes nothing more off.
    expect(handForHandTarget(STRUCTURE, stopped(40 * MIN - 1, 1), 5 * MIN)).toEqual(target);
  });

  it('runs on into the last level and past the end of the schedule', () => {
    expect(handForHandTarget(STRUCTURE, stopped(50 * MIN, 3), 30 * MIN)).toEqual({ anchorAt: new Date(pausedAt.getTime() - 80 * MIN), itemIndex: 3 });
  });
});
