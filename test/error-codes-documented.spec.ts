/**
 * The error table of docs/api.md and the codes the API can answer agree, status by status: every
 * code a domain error class can carry (each `*.error.ts` of the API, instantiated with every code
 * of its enum; the room library's and the API's) or the framework can answer is in the row of its status, and every code in a row is
 * one of those. A new code, or a code whose kind changes, fails here until the docs say it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FRAMEWORK_ERROR_CODES } from '../apps/api/src/common/errors/api-exception.filter';
import { DomainError, type DomainErrorKind } from '@app/room/common/errors/domain.error';
import { httpStatusFor } from '../apps/api/src/common/errors/http-status-for';
import { ACTION_ERROR_KINDS } from '@app/room/hands/hand.error';
import { addCode as add, documentedErrorCodes, ErrorCodes as Codes } from './support/documented-error-codes';

const REPO = join(__dirname, '..');
/** Where errors are thrown from: the room's services and the API's edge. */
const ERROR_SOURCES = [join(REPO, 'libs', 'room', 'src'), join(REPO, 'apps', 'api', 'src')];

function errorFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return errorFiles(path);
    return entry.name.endsWith('.error.ts') ? [path] : [];
  });
}

type ErrorClass = new (...args: string[]) => DomainError;
const isErrorClass = (value: unknown): value is ErrorClass => typeof value === 'function' && value.prototype instanceof DomainError;
const isCodeEnum = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.entries(value).length > 0 && Object.entries(value).every(([k, v]) => k === v);

/**
 * Every error class by convention: `XError` with its `XErrorCode` enum (constructor `(code, message)`),
 * or a class whose constructor takes no code (one code only). The engine's action refusals
 * (`HandActionError`) carry the engine's codes, whose kinds are `ACTION_ERROR_KINDS`.
 */
async function answerableCodes(): Promise<{ codes: Codes; unmatched: string[] }> {
  const codes: Codes = new Map();
  const unmatched: string[] = [];
  for (const file of ERROR_SOURCES.flatMap(errorFiles)) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!isErrorClass(value)) continue;
      const codeEnum = exports[`${name}Code`];
      if (name === 'HandActionError') {
        for (const [code, kind] of Object.entries(ACTION_ERROR_KINDS)) add(codes, httpStatusFor(kind as DomainErrorKind), code);
      } else if (isCodeEnum(codeEnum)) {
        for (const code of Object.values(codeEnum)) {
          const error = new value(code, 'message');
          add(codes, httpStatusFor(error.kind), error.code);
        }
      } else if (value.length === 0) {
        const error = new value();
        add(codes, httpStatusFor(error.kind), error.code);
      } else {
        unmatched.push(`${relative(REPO, file)}: ${name}`);
      }
    }
  }
  for (const [code, status] of Object.entries(FRAMEWORK_ERROR_CODES)) add(codes, status, code);
  return { codes, unmatched };
}

const sorted = (codes: Codes): Record<number, string[]> =>
  Object.fromEntries([...codes].sort(([a], [b]) => a - b).map(([status, set]) => [status, [...set].sort()]));

describe('docs/api.md lists exactly the error codes the API answers, under their statuses', () => {
  let codes: Codes;
  let unmatched: string[];
  beforeAll(async () => {
    ({ codes, unmatched } = await answerableCodes());
  });

  it('finds every error class (each has its code enum, or takes no code)', () => {
    expect(unmatched).toEqual([]);
    expect([...codes.values()].reduce((n, set) => n + set.size, 0)).toBeGreaterThan(100);
  });

  it('the table and the code agree', () => {
    expect(sorted(documentedErrorCodes())).toEqual(sorted(codes));
  });
});
