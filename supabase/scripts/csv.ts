/**
 * CSV for spreadsheets (RFC 4180), safe to open: the one place `export` and `gaps` write a cell.
 */

/**
 * A cell a spreadsheet could run as a formula (OWASP, CSV injection): one that starts with `=`,
 * `+`, `-`, `@`, tab or carriage return after any leading whitespace, or has such a part after a
 * `,` or `;` (where a spreadsheet may split the cell).
 */
const FORMULA = /(?:^|[,;])\s*[=+\-@\t\r]/;

/**
 * A CSV field (RFC 4180). A cell that could run as a formula gets a leading ' and is quoted, so a
 * spreadsheet reads it as text.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA.test(text)) {
    return `"'${text.replaceAll('"', '""')}"`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export const csvLine = (values: readonly unknown[]): string =>
  `${values.map(csvField).join(',')}\r\n`;
