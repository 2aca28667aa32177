import { entryCounts } from './entry-counts';

describe('entryCounts', () => {
  it('counts entries after a player’s first as re-entries, and each player once', () => {
    expect(
      entryCounts([
        { playerId: 'a', entryNo: 1, status: 'busted' },
        { playerId: 'b', entryNo: 1, status: 'playing' },
        { playerId: 'a', entryNo: 2, status: 'busted' },
        { playerId: 'a', entryNo: 3, status: 'playing' },
      ]),
    ).toEqual({ reEntries: 2, uniquePlayers: 2 });
  });

  it('ignores unregistered entries: never taken', () => {
    expect(
      entryCounts([
        { playerId: 'a', entryNo: 1, status: 'unregistered' },
        { playerId: 'b', entryNo: 1, status: 'playing' },
      ]),
    ).toEqual({ reEntries: 0, uniquePlayers: 1 });
    expect(entryCounts([])).toEqual({ reEntries: 0, uniquePlayers: 0 });
  });
});
