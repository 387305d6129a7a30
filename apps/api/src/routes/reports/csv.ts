/** One cell value of a CSV export. */
export type CsvValue = string | number | null;

/** Largest number of rows a CSV export builds; a wider range answers VALIDATION_ERROR (docs/decisions/0097). */
export const maxCsvRows = 50_000;

/**
 * One RFC 4180 field. Text starting with = + - @ (or a tab or carriage return) gets a leading
 * apostrophe so a spreadsheet never runs it as a formula (CSV injection); numbers are written as is.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: UTF-8 with a byte order mark (Excel then reads Vietnamese names), CRLF lines. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
