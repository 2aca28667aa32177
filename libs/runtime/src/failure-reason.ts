/**
 * Why something failed, in one line an operator can act on — never empty: the reason a process
 * could not start, the detail of a failed readiness check. The errors are duck-typed (not `instanceof`): they come from `pg`, Prisma's wrappers,
 * Node's sockets and Nest, some from another realm under jest, and this library imports none of
 * them.
 */

/** Postgres's SQLSTATE for "relation does not exist". */
const UNDEFINED_TABLE = '42P01';

/** How deep to follow `cause` / `errors` / Prisma's `meta.driverAdapterError`: enough for any wrapper seen, safe against cycles. */
const MAX_DEPTH = 6;

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  name?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: unknown };
  originalCode?: unknown;
  originalMessage?: unknown;
}

function asErrorLike(value: unknown): ErrorLike | undefined {
  return typeof value === 'object' && value !== null ? (value as ErrorLike) : undefined;
}

/** The errors an error wraps: its cause, an AggregateError's errors, the driver error Prisma carries in `meta`. */
function innerErrors(error: ErrorLike): unknown[] {
  return [error.cause, error.meta?.driverAdapterError, ...(Array.isArray(error.errors) ? error.errors : [])].filter((inner) => inner !== undefined);
}

/** `relation "tables" does not exist` (pg) or Prisma's adapter cause `{ originalCode: '42P01', originalMessage }`, anywhere inside. */
function missingTable(value: unknown, depth = 0): string | undefined {
  const error = asErrorLike(value);
  if (!error || depth > MAX_DEPTH) return undefined;
  const sqlState = error.originalCode ?? error.code;
  const text = typeof error.originalMessage === 'string' ? error.originalMessage : error.message;
  if (sqlState === UNDEFINED_TABLE && typeof text === 'string') {
    const name = /relation "([^"]+)" does not exist/.exec(text)?.[1];
    if (name) return name.replace(/^public\./, '');
  }
  for (const inner of innerErrors(error)) {
    const found = missingTable(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The useful line of a message. Prisma's start with a blank line and "Invalid `prisma.$queryRaw()`
 * invocation:", the driver's words quoted after `Message:`; Nest's and others' go on for lines.
 */
function lineOf(message: string): string {
  const quoted = /Message: `([^`]*)`/.exec(message)?.[1];
  const lines = (quoted ?? message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines[0] ?? '';
}

function reasonOf(value: unknown, depth: number): string {
  const error = asErrorLike(value);
  if (!error) return lineOf(String(value));
  const own = typeof error.message === 'string' ? lineOf(error.message) : '';
  if (own) return own;
  if (depth < MAX_DEPTH) {
    // An AggregateError has an empty message of its own: a refused `localhost` is one error per
    // address (::1 and 127.0.0.1), each with the reason.
    const inner = [...new Set(innerErrors(error).map((e) => reasonOf(e, depth + 1)))].filter(Boolean);
    if (inner.length > 0) return inner.join('; ');
  }
  if (typeof error.code === 'string' && error.code) return error.code;
  const name = typeof error.name === 'string' && error.name ? error.name : 'an error';
  return `${name} without a message`;
}

/**
 * The reason to print: a missing table says to migrate; otherwise the first useful line of the
 * error's message, or of the errors it wraps when its own is empty.
 *
 * @example failureReason(new AggregateError([new Error('connect ECONNREFUSED ::1:5432')], '')) // 'connect ECONNREFUSED ::1:5432'
 */
export function failureReason(error: unknown): string {
  const table = missingTable(error);
  if (table) return `the database has no table "${table}": run npm run db:migrate`;
  return reasonOf(error, 0);
}
