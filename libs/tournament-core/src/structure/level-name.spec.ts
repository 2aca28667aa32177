import { levelName } from './level-name';

describe('levelName', () => {
  it('names levels as hand-history headers do', () => {
    expect(levelName(4)).toBe('Level IV');
    expect(levelName(19)).toBe('Level XIX');
  });
});
