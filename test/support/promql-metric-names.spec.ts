import { familyOf, familyTypes, promqlMetricNames } from './promql-metric-names';

describe('promqlMetricNames', () => {
  it.each([
    ['sum by (game) (rate(razz_table_actions_applied_total[$__rate_interval]))', ['razz_table_actions_applied_total']],
    [
      'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket{route!~"/metrics|(unmatched)"}[5m])))',
      ['http_request_duration_seconds_bucket'],
    ],
    ['max(razz_tables_active)', ['razz_tables_active']],
    ['sum(rate(a_total[1m])) / ignoring (code) sum(rate(b_total[1m])) * 1e3', ['a_total', 'b_total']],
    ['rate(x_sum[5m]) / rate(x_count[5m]) offset 1h', ['x_sum', 'x_count']],
  ])('%s reads %j', (expr, names) => {
    expect(promqlMetricNames(expr)).toEqual(names);
  });
});

describe('familyOf', () => {
  const types = familyTypes(['# TYPE h histogram', '# TYPE s summary', '# TYPE c_total counter', '# TYPE g gauge'].join('\n'));

  it.each([
    ['h_bucket', 'h'],
    ['h_count', 'h'],
    ['s_sum', 's'],
    ['s_bucket', undefined],
    ['c_total', 'c_total'],
    ['g', 'g'],
    ['g_count', undefined],
    ['missing_total', undefined],
  ])('%s belongs to %s', (name, family) => {
    expect(familyOf(name, types)).toBe(family);
  });
});
