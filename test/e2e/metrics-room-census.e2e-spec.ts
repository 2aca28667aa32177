/**
 * `razz_tables_active` and `razz_players_seated` are read from the database when scraped, at most
 * once per 5 s per process however often `/metrics` is called (docs/operations.md "The room's
 * figures"): they follow what the database holds, and when it cannot answer, `GET /metrics` still
 * answers every other family while the two gauges have no sample (a stale figure never looks live).
 */
import { TableCensusRepository } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { metricType, metricValue, scrapeMetrics } from '../support/metrics-text';
import { createCashTable, fundedPlayer, sitDown } from '../support/tables';

describe('the table census on GET /metrics', () => {
  let db: TestDatabase;
  let api: ApiTestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApiTestApp({ db });
  });
  afterAll(() => api.close());

  const gauges = async () => {
    const text = await scrapeMetrics(api.http);
    return { tables: metricValue(text, 'razz_tables_active'), seated: metricValue(text, 'razz_players_seated'), text };
  };

  it('reads the census once for scrapes close together: both gauges, two scrapes, one statement', async () => {
    const census = jest.spyOn(api.app.get(TableCensusRepository), 'count');
    try {
      expect(await gauges()).toMatchObject({ tables: 0, seated: 0 });
      expect(await gauges()).toMatchObject({ tables: 0, seated: 0 });
      expect(census).toHaveBeenCalledTimes(1);
    } finally {
      census.mockRestore();
    }
  });

  it('counts tables not closed and distinct seated players, and shows no figure while the database is away', async () => {
    const director = (await createKey(api, 'director')).key;
    const [ann, bo] = await Promise.all([1, 2].map(() => fundedPlayer(api.http, api.adminKey, 10_000)));
    const first = (await createCashTable(api.http, director, { handPauseMs: 600_000 })).id;
    const second = (await createCashTable(api.http, director, { handPauseMs: 600_000 })).id;
    await sitDown(api.http, ann!, first, 1, 1_000);
    await sitDown(api.http, bo!, first, 2, 1_000);
    // The same player at a second table is still one player seated.
    await sitDown(api.http, ann!, second, 1, 1_000);
    // The last reading may be up to 5 s old: the next one shows the seats.
    await eventually(
      async () => {
        const now = await gauges();
        return (now.tables === 2 && now.seated === 2) || notYet({ tables: now.tables, seated: now.seated });
      },
      WAIT_MS,
      'the census of two tables and two players',
    );

    await db.drop();
    const away = await eventually(
      async () => {
        const now = await gauges();
        return (now.tables === undefined && now.seated === undefined && now) || notYet({ tables: now.tables, seated: now.seated });
      },
      WAIT_MS,
      'no census figure while the database is away',
    );
    // The families are still declared, and every other one still answers.
    expect(metricType(away.text, 'razz_tables_active')).toBe('gauge');
    expect(metricType(away.text, 'razz_table_actions_applied_total')).toBe('counter');
    expect(metricValue(away.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(api.logs().some((line) => /the table census for the metrics could not be read/.test(line.msg))).toBe(true);
  });
});
