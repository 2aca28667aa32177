/**
 * The console's league and sit & go forms' pure parts (apps/web/src/leagues, components): typed
 * fields → the API's bodies (only the chosen formula's fields; whole numbers or a refusal in
 * words), a stored league back into fields, places in words, and a sit & go's terms.
 */
import { formatBody, SCHEDULED } from '../../apps/web/src/components/sit-and-go-terms';
import { createLeagueBody, draftOf, emptyLeagueDraft, formulaWords, updateLeagueBody } from '../../apps/web/src/leagues/league-draft';
import { placeWords, standingsFileName } from '../../apps/web/src/leagues/league-place';

const draft = { ...emptyLeagueDraft(new Date(2027, 4, 1)), name: ' Winter Razz ' };

describe('league bodies from the form', () => {
  it("sends a points table's places and participation, the season and the trimmed name", () => {
    expect(createLeagueBody({ ...draft, places: '100, 80 65,,55', participation: '5' })).toEqual({
      name: 'Winter Razz',
      currency: 'USD',
      season: { from: '2027-01-01', to: '2027-12-31' },
      formula: { kind: 'by-place', places: [100, 80, 65, 55], participation: 5 },
    });
  });

  it("sends only the field-size formula's own fields, and no currency when editing", () => {
    const body = updateLeagueBody({ ...draft, kind: 'field-size', k: '12', base: '1', participation: '0', places: '1.5' });
    expect(body).toEqual({
      name: 'Winter Razz',
      season: { from: '2027-01-01', to: '2027-12-31' },
      formula: { kind: 'field-size', k: 12, base: 1, participation: 0 },
    });
  });

  it('refuses in words what is not a whole number, or an empty table', () => {
    expect(() => createLeagueBody({ ...draft, places: '100, 7.5' })).toThrow('The points of place 2 is a whole number');
    expect(() => createLeagueBody({ ...draft, places: ' , ' })).toThrow('needs the points of 1st place');
    expect(() => createLeagueBody({ ...draft, participation: '-1' })).toThrow('Participation points is a whole number');
    expect(() => createLeagueBody({ ...draft, kind: 'field-size', k: '' })).toThrow('k is a whole number');
  });

  it('reads a stored league back into the fields, and says its formula in words', () => {
    const stored = {
      id: 'x',
      name: 'Series',
      currency: 'EUR',
      season: { from: '2027-02-01', to: '2027-03-01' },
      formula: { kind: 'by-place' as const, places: [50, 30], participation: 2 },
      createdAt: '',
      updatedAt: '',
    };
    expect(draftOf(stored)).toMatchObject({
      name: 'Series',
      currency: 'EUR',
      from: '2027-02-01',
      to: '2027-03-01',
      kind: 'by-place',
      places: '50, 30',
      participation: '2',
    });
    expect(formulaWords(stored.formula)).toBe('points by place: 50, 30 + 2 for entering');
    expect(formulaWords({ kind: 'field-size', k: 10, base: 100, participation: 0 })).toBe('field size and buy-in (k 10, buy-in unit 100)');
  });

  it('writes places with their shared range, and the CSV file name', () => {
    expect([placeWords(1, 1), placeWords(2, 3), placeWords(11, 11), placeWords(22, 23), placeWords(null, null)]).toEqual([
      '1st',
      '2nd–3rd',
      '11th',
      '22nd–23rd',
      '—',
    ]);
    expect(standingsFileName('Winter Razz: Week #3!')).toBe('league-winter-razz-week-3-standings.csv');
  });
});

describe("a new tournament's format", () => {
  it('sends nothing of a sit & go for a scheduled event, and seats per table only when typed', () => {
    expect(formatBody(SCHEDULED)).toEqual({});
    expect(formatBody({ ...SCHEDULED, reRegister: true, seatsPerTable: ' 6 ' })).toEqual({ seatsPerTable: 6 });
  });

  it("sends a sit & go's switches", () => {
    expect(formatBody({ ...SCHEDULED, format: 'sit-and-go', reRegister: true, shootOut: false, seatsPerTable: '' })).toEqual({
      format: 'sit-and-go',
      reRegister: true,
      shootOut: false,
    });
  });
});
