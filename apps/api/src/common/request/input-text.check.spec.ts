import { checkInputText, MAX_JSON_DEPTH } from './input-text.check';
import { RequestErrorCode } from './request.error';

function codeOf(value: unknown): string | undefined {
  try {
    checkInputText(value, 'body');
    return undefined;
  } catch (error) {
    return (error as { code: string }).code;
  }
}

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('checkInputText', () => {
  it.each([
    ['plain text', { name: 'Stu Ungar', memo: 'tab\there, newline\n, é, 中文' }, undefined],
    ['a surrogate pair (an emoji)', { name: 'Stu \u{1F0CF}' }, undefined],
    ['NUL in a value', { memo: 'a\u0000b' }, RequestErrorCode.INVALID_TEXT],
    ['NUL in a field name', { ['a\u0000']: 1 }, RequestErrorCode.INVALID_TEXT],
    ['NUL deep in an array', { items: [{ games: ['ok', 'x\u0000'] }] }, RequestErrorCode.INVALID_TEXT],
    ['a lone high surrogate at the end', { name: 'ab\ud800' }, RequestErrorCode.INVALID_TEXT],
    ['a lone high surrogate before a letter', { name: '\ud800b' }, RequestErrorCode.INVALID_TEXT],
    ['a lone low surrogate at the start', { name: '\udc00ab' }, RequestErrorCode.INVALID_TEXT],
    ['two high surrogates then a low one', { name: '\ud800\ud800\udc00' }, RequestErrorCode.INVALID_TEXT],
    ['a query value list', { q: ['a', 'b\u0000'] }, RequestErrorCode.INVALID_TEXT],
  ])('%s', (_label, value, code) => expect(codeOf(value)).toBe(code));

  it(`allows ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(codeOf(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(codeOf(nested(MAX_JSON_DEPTH + 1))).toBe(RequestErrorCode.JSON_TOO_DEEP);
  });

  it('walks a body deep enough to overflow a recursive walk without overflowing', () => {
    expect(codeOf(nested(20_000))).toBe(RequestErrorCode.JSON_TOO_DEEP);
  });

  it('ignores what is not text: numbers, booleans, null, undefined', () => {
    expect(codeOf({ a: 1, b: true, c: null, d: undefined })).toBeUndefined();
    expect(codeOf(undefined)).toBeUndefined();
  });
});
