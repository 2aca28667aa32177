import { toCsv } from './csv';

describe('toCsv (RFC 4180)', () => {
  it('writes a header and records separated by CRLF, ending with one', () => {
    expect(toCsv(['a', 'b'], [[1, 'x'], [2, null]])).toBe('a,b\r\n1,x\r\n2,\r\n');
  });

  it('quotes fields holding a comma, a double quote or a line break, doubling quotes inside', () => {
    expect(toCsv(['name'], [['Razz 1, "window"'], ['two\nlines'], ['cr\rhere'], ['plain text']])).toBe('name\r\n"Razz 1, ""window"""\r\n"two\nlines"\r\n"cr\rhere"\r\nplain text\r\n');
  });
});
