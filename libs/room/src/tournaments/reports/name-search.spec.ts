import { compareNames, foldName, matchRank, searchNames } from './name-search';

describe('foldName', () => {
  it('drops accents and folds case (ß to ss, every sigma to one)', () => {
    expect(foldName('Éric')).toBe('eric');
    expect(foldName('E\u0301RIC')).toBe('eric');
    expect(foldName('STRASSE')).toBe(foldName('straße'));
    expect(foldName('ΟΔΟΣ')).toBe(foldName('οδος'));
  });
});

describe('matchRank', () => {
  it('ranks exact, then name start, then word start, then anywhere; null without a match', () => {
    expect(matchRank('Stu Ungar', 'stu ungar')).toBe(0);
    expect(matchRank('Stu Ungar', 'stu')).toBe(1);
    expect(matchRank('Stu Ungar', 'ung')).toBe(2);
    expect(matchRank("Dan O'Brien", 'brien')).toBe(2);
    expect(matchRank('Stu Ungar', 'nga')).toBe(3);
    expect(matchRank('Stu Ungar', 'xyz')).toBeNull();
    expect(matchRank('Stu Ungar', '')).toBeNull();
  });
});

describe('searchNames', () => {
  const people = [
    { id: 1, screenName: 'Froehlich', fullName: 'Éric Froehlich' },
    { id: 2, screenName: 'eric77', fullName: null },
    { id: 3, screenName: 'Bric-Americ', fullName: 'Jo Smith' },
    { id: 4, screenName: 'Ericsson', fullName: 'Lars Ericsson' },
    { id: 5, screenName: 'nobody', fullName: 'Nobody At All' },
  ];

  it('finds by screen name or full name, ignoring case and accents, best match first', () => {
    const found = searchNames(people, 'ERIC');
    expect(found.map((m) => [m.item.id, m.rank, m.matched])).toEqual([
      [2, 1, 'screenName'],
      [4, 1, 'screenName'],
      [1, 1, 'fullName'],
      [3, 3, 'screenName'],
    ]);
  });

  it('without full names (a player key) matches screen names only', () => {
    const found = searchNames(
      people.map((p) => ({ ...p, fullName: null })),
      'smith',
    );
    expect(found).toEqual([]);
    expect(searchNames(people, 'smith').map((m) => m.item.id)).toEqual([3]);
  });
});

describe('compareNames', () => {
  it('orders by folded name, then by the name itself', () => {
    expect(['bob', 'Éve', 'alice', 'Bob', 'eve'].sort(compareNames)).toEqual(['alice', 'Bob', 'bob', 'eve', 'Éve']);
  });
});
