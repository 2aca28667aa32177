/**
 * CSV as RFC 4180 says: CRLF between records, a header line, and a field in double quotes when
 * it holds a comma, a double quote, CR or LF (a double quote inside doubled).
 *
 * Reports are opened in spreadsheets, which run a cell that begins with `=`, `+`, `-` or `@` (and
 * some a tab or CR) as a formula — a table named `=HYPERLINK(…)` would become a live link. So text
 * that begins with one of them gets a leading single quote (OWASP's CSV injection rule), which
 * spreadsheets read as "this is text". Numbers are written as numbers and never prefixed: an
 * amount of -500 stays `-500`, a number a spreadsheet adds up. Whether a cell is text or a number
 * is its type here, never its content: a table named `-500` is text and is written `'-500`.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
