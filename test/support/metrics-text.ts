import request from 'supertest';
import type { App } from 'supertest/types';

/** One line of a Prometheus text exposition: `name{label="value",…} 1.5`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL_PAIR = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function unescapeLabelValue(raw: string): string {
  return raw.replace(/\\(.)/g, (_match, c: string) => (c === 'n' ? '\n' : c));
}

function parseValue(raw: string): number {
  if (raw === '+Inf') return Infinity;
  if (raw === '-Inf') return -Infinity;
  return Number(raw);
}

/** Every sample of a text exposition (comments and blank lines skipped). Throws on a line it cannot read. */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(LABEL_PAIR)) labels[pair[1] as string] = unescapeLabelValue(pair[2] as string);
    samples.push({ name: match[1] as string, labels, value: parseValue(match[3] as string) });
  }
  return samples;
}

/** The `# TYPE` of a family (`counter`, `gauge`, `histogram`, `summary`), or undefined when the exposition has none. */
export function metricType(text: string, family: string): string | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`# TYPE ${family} `));
  return line?.split(' ')[3];
}

/** The samples named `name` whose labels include every one of `labels` (other labels may differ). */
export function metricSamples(text: string, name: string, labels: Record<string, string> = {}): MetricSample[] {
  return parseMetrics(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

/**
 * The sum of the samples named `name` that carry `labels` (a subset: `{ route: '/x' }` adds up
 * every status of that route), or undefined when no sample matches — so "never recorded" and
 * "recorded as 0" read differently.
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const samples = metricSamples(text, name, labels);
  return samples.length === 0 ? undefined : samples.reduce((sum, s) => sum + s.value, 0);
}

/** A histogram's observation count (`<name>_count`) under `labels`, 0 when nothing was observed there. */
export function histogramCount(text: string, name: string, labels: Record<string, string> = {}): number {
  return metricValue(text, `${name}_count`, labels) ?? 0;
}

/** A histogram's sum of observed values (`<name>_sum`) under `labels`, 0 when nothing was observed there. */
export function histogramSum(text: string, name: string, labels: Record<string, string> = {}): number {
  return metricValue(text, `${name}_sum`, labels) ?? 0;
}

/** `GET /metrics` of an API app (supertest), checked to be 200 in the Prometheus text format. */
export async function scrapeMetrics(http: App): Promise<string> {
  const res = await request(http).get('/metrics').expect(200);
  if (!String(res.headers['content-type']).startsWith('text/plain')) throw new Error(`/metrics answered ${String(res.headers['content-type'])}`);
  return res.text;
}
