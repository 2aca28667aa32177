/**
 * CSV as RFC 4180 says: CRLF between records, a header line, and a field in double quotes when
 * it holds a comma, a double quote, CR or LF (a double quote inside doubled).
 */
export type CsvValue = string | number | null;

function field(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
