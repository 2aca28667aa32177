/**
 * `razz_tables_active` and `razz_players_seated` are read from the database at each scrape
 * (docs/operations.md "The room's figures"): they follow what the database holds, and when it
 * cannot answer, `GET /metrics` still answers with their last figure and every other family.
 */
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
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

  it('counts tables not closed and distinct seated players at each scrape, and keeps the last figures while the database is away', async () => {
    const gauges = async () => {
      const text = await scrapeMetrics(api.http);
      return { tables: metricValue(text, 'razz_tables_active'), seated: metricValue(text, 'razz_players_seated'), text };
    };
    expect(await gauges()).toMatchObject({ tables: 0, seated: 0 });

    const director = (await createKey(api, 'director')).key;
    const [ann, bo] = await Promise.all([1, 2].map(() => fundedPlayer(api.http, api.adminKey, 10_000)));
    const first = (await createCashTable(api.http, director, { handPauseMs: 600_000 })).id;
    const second = (await createCashTable(api.http, director, { handPauseMs: 600_000 })).id;
    await sitDown(api.http, ann!, first, 1, 1_000);
    await sitDown(api.http, bo!, first, 2, 1_000);
    // The same player at a second table is still one player seated.
    await sitDown(api.http, ann!, second, 1, 1_000);
    expect(await gauges()).toMatchObject({ tables: 2, seated: 2 });

    await db.drop();
    const away = await gauges();
    expect(away).toMatchObject({ tables: 2, seated: 2 });
    expect(metricType(away.text, 'razz_table_actions_applied_total')).toBe('counter');
    expect(metricValue(away.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(api.logs().some((line) => /the table census for the metrics could not be read/.test(line.msg))).toBe(true);
  });
});
