import { mixName } from './mix-name';

describe('mixName: what hand histories call a rotation', () => {
  it.each([
    [['holdem', 'omaha8', 'razz', 'stud', 'stud8'], 'HORSE'],
    [['stud8', 'stud', 'razz', 'omaha8', 'holdem', 'holdem'], 'HORSE'],
    [['holdem', 'omaha8', 'stud', 'stud8'], 'HOSE'],
    [['razz', 'stud', 'stud8'], 'Triple Stud'],
    [['holdem-nl', 'omaha8', 'razz', 'stud', 'stud8'], 'Mixed'],
    [['holdem', 'omaha-pl'], 'Mixed'],
    [['razz', 'stud'], 'Mixed'],
  ])('%j is %s', (presets, name) => {
    expect(mixName(presets)).toBe(name);
  });
});
