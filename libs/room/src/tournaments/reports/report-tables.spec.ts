import { hendonTable, ResultLine, resultsTable, seatingTable } from './report-tables';

const USD = { currency: 'USD', minorDigits: 2 };
const line = (overrides: Partial<ResultLine>): ResultLine => ({
  place: 1,
  placeTo: 1,
  screenName: 'Winner',
  fullName: null,
  country: null,
  prize: null,
  entries: 1,
  ...overrides,
});

describe('resultsTable (the room’s results CSV)', () => {
  it('writes every final place with a shared range, money in the currency’s decimals (text, never minor units) and the player’s entries', () => {
    const table = resultsTable(
      [
        line({ place: 1, placeTo: 1, screenName: 'Stu', fullName: 'Stuart Ungar', country: 'US', prize: 6_500_000n, entries: 2 }),
        line({ place: 2, placeTo: 2, screenName: 'Éric', prize: 3_500_005n }),
        line({ place: 3, placeTo: 4, screenName: 'A, B', prize: 0n }),
        line({ place: 3, placeTo: 4, screenName: 'Unpaid', prize: null }),
      ],
      USD,
    );
    expect(table).toEqual({
      header: ['place', 'screenName', 'fullName', 'country', 'prize', 'currency', 'entries'],
      rows: [
        ['1', 'Stu', 'Stuart Ungar', 'US', '65000.00', 'USD', 2],
        ['2', 'Éric', null, null, '35000.05', 'USD', 1],
        ['3–4', 'A, B', null, null, '0.00', 'USD', 1],
        ['3–4', 'Unpaid', null, null, null, 'USD', 1],
      ],
    });
  });

  it('writes a currency without decimals as whole amounts', () => {
    expect(resultsTable([line({ prize: 1500n })], { currency: 'PLAY', minorDigits: 0 }).rows[0]?.[4]).toBe('1500');
  });
});

describe('hendonTable (a results site’s columns)', () => {
  it('lists the paid places only: one place number for a shared range, the full name when known, the prize as money', () => {
    const table = hendonTable(
      [
        line({ place: 1, screenName: 'Stu', fullName: 'Stuart Ungar', country: 'US', prize: 100_00n }),
        line({ place: 2, placeTo: 3, screenName: 'Tie A', country: 'GB', prize: 25_00n }),
        line({ place: 2, placeTo: 3, screenName: 'Tie B', prize: 25_00n }),
        line({ place: 4, screenName: 'Bubble', prize: 0n }),
        line({ place: 5, screenName: 'Not paid yet', prize: null }),
      ],
      { currency: 'EUR', minorDigits: 2 },
    );
    expect(table).toEqual({
      header: ['Place', 'Name', 'Country', 'Prize', 'Currency'],
      rows: [
        [1, 'Stuart Ungar', 'US', '100.00', 'EUR'],
        [2, 'Tie A', 'GB', '25.00', 'EUR'],
        [2, 'Tie B', null, '25.00', 'EUR'],
      ],
    });
  });
});

describe('seatingTable', () => {
  it('writes one row a player with the pending move, if any', () => {
    const row = { table: 2, tableId: 't', seat: 5, playerId: 'p1', screenName: 'Stu', fullName: null, country: 'US', stack: 1500, moving: null };
    const table = seatingTable([row, { ...row, seat: 6, playerId: 'p2', fullName: 'Lucky Me', moving: { toTable: 1, toSeat: 3, reason: 'balance' } }]);
    expect(table).toEqual({
      header: ['table', 'seat', 'screenName', 'fullName', 'country', 'stack', 'moveToTable', 'moveToSeat', 'playerId'],
      rows: [
        [2, 5, 'Stu', null, 'US', 1500, null, null, 'p1'],
        [2, 6, 'Stu', 'Lucky Me', 'US', 1500, 1, 3, 'p2'],
      ],
    });
  });
});
