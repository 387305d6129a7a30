/** One cell value of a CSV export. */
export type CsvValue = string | number | null;

/** Largest number of rows a CSV export builds; a wider range answers VALIDATION_ERROR (docs/decisions/0097). */
export const maxCsvRows = 50_000;

// A formula starts with = + - @ (or a tab or carriage return), possibly after blanks or quotes.
const formulaStart = /^[\s"']*[=+\-@\t\r]/;
// A list separator (`,`, or `;` in locales such as Vietnamese) followed by a formula start: a spreadsheet
// splitting the line there would see a formula in the next cell, quotes or not.
const formulaAfterSeparator = /([,;])(?=[\s"']*[=+\-@\t\r])/g;

/**
 * One RFC 4180 field, neutralised against CSV injection: text starting like a formula gets a leading
 * apostrophe, and so does every part after a `,` or `;` that would start one; numbers are written as is.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(formulaAfterSeparator, "$1'");
    if (formulaStart.test(text)) text = `'${text}`;
  }
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: UTF-8 with a byte order mark (Excel then reads Vietnamese names), CRLF lines. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
