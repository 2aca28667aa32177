/**
 * `npx tsx scripts/metrics-plot.ts` — the dashboard's figures from a real run, as an SVG
 * (docs/images/metrics.svg, shown in docs/operations.md): the API bench (`bench/api.bench.ts`:
 * bots playing Razz over HTTP) runs for a minute while this script scrapes the server's
 * `GET /metrics` every second, then plots actions and refusals per second, HTTP latency, hands
 * per second, the event loop lag and the room's gauges — the queries of docs/grafana/razz-room.json
 * worked out from the scrapes.
 *
 *   npx tsx scripts/metrics-plot.ts [--tables 4] [--duration 60] [--out docs/images/metrics.svg]
 *   npx tsx scripts/metrics-plot.ts --url http://host:3000 --admin-key <key>
 *
 * Without --url the bench starts the built API (run `npm run build` first) on the embedded
 * defaults in a temporary DATA_DIR, as `npm run bench:api` does.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { MetricSample, parseMetrics } from '../test/support/metrics-text';
import { PanelSpec, renderPanels, Series } from './metrics-plot/svg-panels';

interface Scrape {
  t: number;
  samples: MetricSample[];
}

/** Rates and quantiles over this many seconds of scrapes, as `rate(…[5s])` would. */
const WINDOW_S = 5;
const ACTIONS_ROUTE = { method: 'POST', route: '/tables/:tableId/actions' };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Runs the bench; resolves with the server's URL once it printed it, and the bench's end. */
function runBench(tables: number, duration: number): { url: Promise<string>; done: Promise<number> } {
  const given = arg('url');
  // No pgbench after the run: the plot covers the bots' minute only.
  const args = ['tsx', 'bench/api.bench.ts', '--tables', String(tables), '--duration', String(duration), '--no-pgbench'];
  if (given) args.push('--url', given, '--admin-key', arg('admin-key') ?? '');
  const child = spawn('npx', args, { cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      const found = /^server (http:\/\/\S+)/m.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', () => reject(new Error(`the bench ended before naming its server:\n${output}`)));
  });
  const done = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return { url, done };
}

const sum = (samples: MetricSample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((total, s) => total + s.value, 0);

const labelValues = (scrapes: Scrape[], name: string, label: string) =>
  [...new Set(scrapes.flatMap((s) => s.samples.filter((x) => x.name === name && x.labels[label] !== undefined).map((x) => x.labels[label] as string)))].sort();

/** Each scrape's value over the window before it: `(now − then) / seconds`. */
function rateSeries(scrapes: Scrape[], name: string, labels: Record<string, string>): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 1; i < scrapes.length; i++) {
    const now = scrapes[i] as Scrape;
    const then = scrapes.slice(0, i).find((s) => now.t - s.t <= WINDOW_S + 0.5) as Scrape;
    if (now.t === then.t) continue;
    points.push([now.t, Math.max(0, sum(now.samples, name, labels) - sum(then.samples, name, labels)) / (now.t - then.t)]);
  }
  return points;
}

/** histogram_quantile over the window: the bucket counts' increase, interpolated inside the bucket the quantile falls in. */
function quantileSeries(scrapes: Scrape[], name: string, labels: Record<string, string>, q: number, scale: number): [number, number][] {
  const points: [number, number][] = [];
  const bounds = [...new Set(scrapes.flatMap((s) => s.samples.filter((x) => x.name === `${name}_bucket`).map((x) => x.labels.le as string)))]
    .map((le) => (le === '+Inf' ? Infinity : Number(le)))
    .sort((a, b) => a - b);
  for (let i = 1; i < scrapes.length; i++) {
    const now = scrapes[i] as Scrape;
    const then = scrapes.slice(0, i).find((s) => now.t - s.t <= WINDOW_S + 0.5) as Scrape;
    const counts = bounds.map((b) => {
      const le = b === Infinity ? '+Inf' : String(b);
      return sum(now.samples, `${name}_bucket`, { ...labels, le }) - sum(then.samples, `${name}_bucket`, { ...labels, le });
    });
    const total = counts[counts.length - 1] ?? 0;
    if (total <= 0) continue;
    const rank = q * total;
    const at = counts.findIndex((c) => c >= rank);
    const upper = bounds[at] as number;
    const lower = at === 0 ? 0 : (bounds[at - 1] as number);
    const below = at === 0 ? 0 : (counts[at - 1] as number);
    const inBucket = (counts[at] as number) - below;
    const value = upper === Infinity ? lower : lower + (upper - lower) * (inBucket > 0 ? (rank - below) / inBucket : 1);
    points.push([now.t, value * scale]);
  }
  return points;
}

function gaugeSeries(scrapes: Scrape[], name: string, scale = 1): [number, number][] {
  return scrapes.filter((s) => s.samples.some((x) => x.name === name)).map((s) => [s.t, sum(s.samples, name) * scale]);
}

function panels(scrapes: Scrape[]): PanelSpec[] {
  const byLabel = (name: string, label: string, prefix = ''): Series[] =>
    labelValues(scrapes, name, label).map((v) => ({ name: `${prefix}${v}`, points: rateSeries(scrapes, name, { [label]: v }) }));
  return [
    { title: 'Actions applied /s, by game', unit: 'actions/s', series: byLabel('razz_table_actions_applied_total', 'game') },
    { title: 'Actions refused /s, by code', unit: 'refusals/s', series: byLabel('razz_table_actions_refused_total', 'code') },
    {
      title: 'HTTP latency, POST /tables/:tableId/actions',
      unit: 'ms',
      series: [
        { name: 'p50', points: quantileSeries(scrapes, 'http_request_duration_seconds', ACTIONS_ROUTE, 0.5, 1000) },
        { name: 'p99', points: quantileSeries(scrapes, 'http_request_duration_seconds', ACTIONS_ROUTE, 0.99, 1000) },
      ],
    },
    { title: 'Hands finished /s, by game', unit: 'hands/s', series: byLabel('razz_hands_finished_total', 'game') },
    { title: 'Event loop lag (API process)', unit: 'ms', series: [{ name: 'p99', points: gaugeSeries(scrapes, 'nodejs_eventloop_lag_p99_seconds', 1000) }] },
    {
      title: 'Active tables, seated players',
      unit: 'count',
      series: [
        { name: 'razz_tables_active', points: gaugeSeries(scrapes, 'razz_tables_active') },
        { name: 'razz_players_seated', points: gaugeSeries(scrapes, 'razz_players_seated') },
      ],
    },
  ];
}

async function main(): Promise<void> {
  const tables = Number(arg('tables') ?? 4);
  const duration = Number(arg('duration') ?? 60);
  const out = path.resolve(arg('out') ?? path.join(__dirname, '..', 'docs', 'images', 'metrics.svg'));
  const bench = runBench(tables, duration);
  const url = await bench.url;
  let finished = false;
  void bench.done.then(() => (finished = true));
  const scrapes: Scrape[] = [];
  const started = Date.now();
  while (!finished) {
    const res = await fetch(`${url}/metrics`).catch(() => undefined);
    if (res?.ok) scrapes.push({ t: (Date.now() - started) / 1000, samples: parseMetrics(await res.text()) });
    await new Promise((r) => setTimeout(r, 1000 - ((Date.now() - started) % 1000)));
  }
  if ((await bench.done) !== 0) throw new Error('the bench failed (its output is above)');
  // From the first action on: the tables' setup before it is not what the figures are about.
  const first = scrapes.findIndex((s) => sum(s.samples, 'razz_table_actions_applied_total') > 0);
  const t0 = scrapes[Math.max(0, first - 1)]?.t ?? 0;
  const run = scrapes.slice(Math.max(0, first - 1)).map((s) => ({ ...s, t: s.t - t0 }));
  const seconds = Math.ceil(run[run.length - 1]?.t ?? 1);
  const where = arg('url') ? `the API at ${url}` : 'the API on the embedded defaults';
  const title = `razz-room: ${tables} tables × 8 bots over HTTP for ${duration} s, scraped every second (${where}, ${availableParallelism()} cores)`;
  writeFileSync(out, renderPanels(title, panels(run), seconds));
  console.log(`${run.length} scrapes plotted: ${path.relative(process.cwd(), out)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
