import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Codes by HTTP status. */
export type ErrorCodes = Map<number, Set<string>>;

export function addCode(codes: ErrorCodes, status: number, code: string): void {
  codes.set(status, (codes.get(status) ?? new Set()).add(code));
}

/**
 * The error table of docs/api.md ("## Errors": `| status | kind | codes |`), codes being the
 * backticked UPPER_SNAKE words of the codes column (the prose around them is ignored).
 */
export function documentedErrorCodes(): ErrorCodes {
  const text = readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
  const section = text.slice(text.indexOf('\n## Errors'));
  const codes: ErrorCodes = new Map();
  for (const line of section.split('\n')) {
    const row = /^\|\s*(\d{3})\s*\|[^|]*\|(.*)\|\s*$/.exec(line);
    if (!row) continue;
    for (const [, code] of row[2]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) addCode(codes, Number(row[1]), code!);
  }
  return codes;
}
