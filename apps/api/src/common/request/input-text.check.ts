import { RequestError, RequestErrorCode } from './request.error';

/** Deeper than any body the API takes (a rotation table's rules are about 7 levels) and far below what recursion in validation can survive. */
export const MAX_JSON_DEPTH = 32;

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Refuses what the database cannot store, before any service sees it: Postgres refuses NUL in
 * text and JSON (22021, 22P05), and a lone surrogate in JSON (an audit record's details). Also
 * bounds nesting, so that the recursive validation never meets a body deep enough to overflow the
 * stack. Iterative on purpose: a recursive walk would overflow on the very input it is there to
 * refuse. `where` names the part of the request (`body`, `query`, `path`) in the message.
 */
export function checkInputText(value: unknown, where: string): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: where, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      checkString(item.value, item.path);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    if (depth > MAX_JSON_DEPTH) {
      throw new RequestError(RequestErrorCode.JSON_TOO_DEEP, `${where} is nested deeper than ${MAX_JSON_DEPTH} levels of objects and arrays`);
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = `${item.path}.${key}`;
      checkString(key, `a field name in ${item.path}`);
      stack.push({ value: child, path, depth });
    }
  }
}

function checkString(text: string, path: string): void {
  if (text.includes(NUL)) throw new RequestError(RequestErrorCode.INVALID_TEXT, `${path} contains a NUL character (\\u0000), which text cannot hold here`);
  if (LONE_SURROGATE.test(text)) {
    throw new RequestError(RequestErrorCode.INVALID_TEXT, `${path} contains a lone UTF-16 surrogate (half of a pair, like \\ud800): not Unicode text`);
  }
}
