/**
 * `npx tsx scripts/bench-plot.ts <bench.csv> <out.svg> [title]` — draws what
 * `npm run bench:api -- --tables 1,2,4,8,16 --csv bench.csv` measured: applied actions per second
 * (with pgbench's rate for the same statements on the same database beside it) and the action
 * latency's p50 and p99, against the tables in flight. Several CSV files (comma-separated) are
 * drawn as one series per file, named by the file, for runs side by side.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { renderPanels, Series } from './metrics-plot/svg-panels';

type Row = Record<string, number | undefined>;

function read(file: string): Row[] {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const columns = (head ?? '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v === '' ? undefined : Number(v)])));
}

function main(): void {
  const [inputs, out, title] = process.argv.slice(2);
  if (!inputs || !out) throw new Error('usage: npx tsx scripts/bench-plot.ts <bench.csv>[,<another.csv>…] <out.svg> [title]');
  const runs = inputs.split(',').map((file) => ({ name: path.basename(file, '.csv'), rows: read(file) }));
  const many = runs.length > 1;
  const series = (column: string, label: string): Series[] =>
    runs.map((run) => ({
      name: many ? `${label} (${run.name})` : label,
      points: run.rows.flatMap((r) => (r[column] === undefined || r.tables === undefined ? [] : [[r.tables, r[column]] as [number, number]])),
    }));
  const ticks = [...new Set(runs.flatMap((run) => run.rows.map((r) => r.tables as number)))].sort((a, b) => a - b);
  const svg = renderPanels(
    title ?? 'bench:api — actions per second and latency against tables in flight',
    [
      {
        title: 'Applied actions per second',
        unit: 'actions/s',
        series: [...series('actions_per_s', 'API, bots over HTTP'), ...series('pgbench_tps', 'pgbench, same statements')],
      },
      { title: 'Action latency, client side', unit: 'ms', series: [...series('p50_ms', 'p50'), ...series('p99_ms', 'p99')] },
    ],
    Math.max(...ticks),
    { label: 'tables in flight (one request each)', ticks },
  );
  writeFileSync(out, svg);
  console.log(`wrote ${out}`);
}

main();
