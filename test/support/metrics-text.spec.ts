import { Registry, Counter, Histogram } from 'prom-client';
import { histogramCount, histogramSum, metricType, metricValue, parseMetrics } from './metrics-text';

/** The helper reads what prom-client writes: a registry's own exposition is the fixture. */
async function exposition(): Promise<string> {
  const registry = new Registry();
  registry.setDefaultLabels({ process: 'api' });
  const counter = new Counter({ name: 'demo_total', help: 'demo', labelNames: ['route', 'status'], registers: [registry] });
  counter.inc({ route: '/tables/:tableId', status: '200' }, 2);
  counter.inc({ route: '/tables/:tableId', status: '404' });
  counter.inc({ route: 'a "quoted"\\ \n route', status: '200' });
  const histogram = new Histogram({ name: 'demo_seconds', help: 'demo', labelNames: ['route'], buckets: [0.1, 1], registers: [registry] });
  histogram.observe({ route: '/x' }, 0.05);
  histogram.observe({ route: '/x' }, 2);
  return registry.metrics();
}

describe('metrics-text (test helper)', () => {
  it('reads samples with their labels, escaped label values included', async () => {
    const text = await exposition();
    const samples = parseMetrics(text);
    expect(samples).toContainEqual({ name: 'demo_total', labels: { route: 'a "quoted"\\ \n route', status: '200', process: 'api' }, value: 1 });
    expect(samples).toContainEqual({ name: 'demo_seconds_bucket', labels: { le: '+Inf', route: '/x', process: 'api' }, value: 2 });
  });

  it('adds up the samples that carry the asked labels; undefined when none does', async () => {
    const text = await exposition();
    expect(metricValue(text, 'demo_total', { route: '/tables/:tableId', status: '200' })).toBe(2);
    expect(metricValue(text, 'demo_total', { route: '/tables/:tableId' })).toBe(3);
    expect(metricValue(text, 'demo_total', { route: '/nowhere' })).toBeUndefined();
    expect(metricValue(text, 'no_such_metric')).toBeUndefined();
  });

  it('reads a histogram’s count and sum, and a family’s type', async () => {
    const text = await exposition();
    expect(histogramCount(text, 'demo_seconds', { route: '/x' })).toBe(2);
    expect(histogramSum(text, 'demo_seconds', { route: '/x' })).toBeCloseTo(2.05);
    expect(histogramCount(text, 'demo_seconds', { route: '/y' })).toBe(0);
    expect(metricType(text, 'demo_seconds')).toBe('histogram');
    expect(metricType(text, 'demo_total')).toBe('counter');
  });

  it('refuses a line that is not a sample', () => {
    expect(() => parseMetrics('demo_total{route="x" 1')).toThrow(/not a Prometheus sample line/);
  });
});
