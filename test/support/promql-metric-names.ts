/**
 * The metric names a PromQL expression reads, for checking a dashboard against what the server
 * exports. Not a PromQL parser: it drops what cannot be a metric name — strings, label matchers
 * `{…}`, ranges `[…]`, grouping clauses `by (…)` / `without (…)` / `on (…)` / `ignoring (…)`,
 * function calls and aggregations (a name followed by `(`), numbers and keywords — and returns
 * the identifiers left.
 */
const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'and', 'or', 'unless', 'inf', 'nan']);

export function promqlMetricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const name = match[0];
    const rest = stripped.slice((match.index ?? 0) + name.length);
    if (/^\s*\(/.test(rest) || KEYWORDS.has(name.toLowerCase())) continue;
    // A number's exponent (`1e3`) or a duration suffix is not a name.
    const before = stripped[(match.index ?? 0) - 1];
    if (before !== undefined && /[0-9.]/.test(before)) continue;
    names.add(name);
  }
  return [...names];
}

/**
 * The family a sample name belongs to in a text exposition, given each family's `# TYPE`: a
 * histogram's `_bucket`, `_sum` and `_count` (a summary's `_sum`, `_count`) are its own; undefined
 * when the exposition has no such family.
 */
export function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const suffixed = /^(.*)_(bucket|sum|count)$/.exec(name);
  if (!suffixed) return undefined;
  const [, base, suffix] = suffixed as unknown as [string, string, string];
  const type = types.get(base);
  if (type === 'histogram' || (type === 'summary' && suffix !== 'bucket')) return base;
  return undefined;
}

/** Every family of an exposition by its `# TYPE` line. */
export function familyTypes(exposition: string): Map<string, string> {
  const types = new Map<string, string>();
  for (const line of exposition.split('\n')) {
    const match = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (match) types.set(match[1] as string, match[2] as string);
  }
  return types;
}
