import { toCsv } from './csv';

describe('toCsv (RFC 4180)', () => {
  it('writes a header and records separated by CRLF, ending with one', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [2, null],
        ],
      ),
    ).toBe('a,b\r\n1,x\r\n2,\r\n');
  });

  it('quotes fields holding a comma, a double quote or a line break, doubling quotes inside', () => {
    expect(toCsv(['name'], [['Razz 1, "window"'], ['two\nlines'], ['cr\rhere'], ['plain text']])).toBe(
      'name\r\n"Razz 1, ""window"""\r\n"two\nlines"\r\n"cr\rhere"\r\nplain text\r\n',
    );
  });
});

describe('toCsv against formula injection (OWASP CSV injection)', () => {
  it('makes text that a spreadsheet would run as a formula plain text: a leading single quote', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '-500'];
    expect(
      toCsv(
        ['name'],
        names.map((n) => [n]),
      ),
    ).toBe(['name', `"'=HYPERLINK(""http://x"",""y"")"`, "'+1+2", "'-2+3", "'@SUM(A1)", "'\tcmd", `"'\rcmd"`, "'-500"].join('\r\n') + '\r\n');
  });

  it('keeps numbers numbers: a negative amount is written as it is', () => {
    expect(
      toCsv(
        ['net', 'hours'],
        [
          [-500, '1.50'],
          [0, '0.00'],
          [1200, null],
        ],
      ),
    ).toBe('net,hours\r\n-500,1.50\r\n0,0.00\r\n1200,\r\n');
  });

  it('leaves text alone that only holds those characters further in', () => {
    expect(toCsv(['name'], [['Razz = fun'], ['a+b'], ['mail@example.com']])).toBe('name\r\nRazz = fun\r\na+b\r\nmail@example.com\r\n');
  });
});
