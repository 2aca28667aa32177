import type { SqlQuery } from '@prisma/driver-adapter-utils';

/**
 * How many distinct SQL texts get a name. The application sends a few hundred shapes; texts past
 * the cap (say, `IN (…)` lists of many lengths) run unnamed, as they would without this, so the
 * prepared statements a connection keeps stay bounded.
 */
const DEFAULT_LIMIT = 2_000;

/**
 * Names every distinct SQL text (`s1`, `s2`, … in the order first seen) so that `pg` prepares it
 * once per connection and afterwards sends only Bind/Execute. Without names Postgres parses and
 * plans every statement anew; the table view read and the action write, which run on every
 * action, spend about as long being planned as being executed (pg_stat_statements with
 * track_planning, docs/performance.md). A name is only ever given to one text, so a connection
 * can never hold a different statement under it; the empty name means "unnamed" to `pg`.
 */
export function sqlStatementNamer(limit = DEFAULT_LIMIT, prefix = 's'): (query: SqlQuery) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit) return '';
    const name = `${prefix}${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}
