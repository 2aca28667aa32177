import { acceptedRequestId } from './request-id';

describe('acceptedRequestId', () => {
  it.each(['test-123', 'a', '3f0c9a52-6d1e-4b7a-9c1f-2a8e5d7b4c10', 'trace.1:span_2', 'x'.repeat(128)])('accepts %s', (id) => {
    expect(acceptedRequestId(id)).toBe(id);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['129 characters', 'x'.repeat(129)],
    ['markup', '<script>'],
    ['a space', 'two words'],
    ['a line break (a forged log line)', 'a\nb'],
    ['two headers joined', 'a, b'],
    ['non-ASCII', 'café'],
    ['a repeated header as an array', ['a', 'b']],
  ])('refuses %s', (_what, value) => {
    expect(acceptedRequestId(value)).toBeUndefined();
  });
});
