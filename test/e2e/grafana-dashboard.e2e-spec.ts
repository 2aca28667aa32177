/**
 * docs/grafana/razz-room.json against what the server exports (docs/operations.md "Metrics"):
 * every metric a panel's query reads is a family the running API's `GET /metrics` serves, and
 * every family the application itself records (not the process defaults) has a panel — so the
 * dashboard and the code cannot drift apart unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';
import { scrapeMetrics } from '../support/metrics-text';
import { familyOf, familyTypes, promqlMetricNames } from '../support/promql-metric-names';

interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string; datasource?: { uid: string } }[];
}

const dashboard = JSON.parse(readFileSync(join(__dirname, '../../docs/grafana/razz-room.json'), 'utf8')) as {
  schemaVersion: number;
  templating: { list: { name: string; type: string; query: string }[] };
  panels: Panel[];
};
const panels = dashboard.panels.filter((p) => p.type !== 'row');
const queries = panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));

/** prom-client's own collectors: on the dashboard only as CPU, memory and the event loop lag. */
const processDefault = (family: string) => family.startsWith('process_') || family.startsWith('nodejs_');

describe('the Grafana dashboard (docs/grafana/razz-room.json)', () => {
  let api: ApiTestApp;
  let exported: Map<string, string>;

  beforeAll(async () => {
    api = await startApiTestApp();
    exported = familyTypes(await scrapeMetrics(api.http));
  });
  afterAll(() => api.close());

  it('reads Prometheus through the DS_PROMETHEUS data source variable, in every query', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', query: 'prometheus' }));
    expect(queries.length).toBeGreaterThan(10);
    for (const panel of panels) {
      expect({ panel: panel.title, uid: panel.datasource?.uid }).toEqual({ panel: panel.title, uid: '${DS_PROMETHEUS}' });
      for (const target of panel.targets ?? [])
        expect({ panel: panel.title, uid: target.datasource?.uid }).toEqual({ panel: panel.title, uid: '${DS_PROMETHEUS}' });
    }
  });

  it('queries only metric families the API serves', () => {
    const unknown = queries.flatMap(({ panel, expr }) =>
      promqlMetricNames(expr)
        .filter((name) => familyOf(name, exported) === undefined)
        .map((name) => `${panel}: ${name}`),
    );
    expect(queries.every(({ expr }) => promqlMetricNames(expr).length > 0)).toBe(true);
    expect(unknown).toEqual([]);
  });

  it('has a panel for every family the application records, and for CPU, memory and the event loop lag', () => {
    const shown = new Set(queries.flatMap(({ expr }) => promqlMetricNames(expr).map((name) => familyOf(name, exported))));
    const recorded = [...exported.keys()].filter((family) => !processDefault(family));
    expect(recorded).toEqual(expect.arrayContaining(['razz_table_actions_applied_total', 'http_requests_total']));
    expect(recorded.filter((family) => !shown.has(family))).toEqual([]);
    for (const family of ['nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total', 'process_resident_memory_bytes']) expect(shown).toContain(family);
  });
});
