import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/**
 * CSV in and out for the customer list. Spreadsheet programs run a cell starting with =, +, -, @, tab or carriage
 * return as a formula (OWASP "CSV injection"), so such a cell is written with a leading apostrophe, which
 * `unescapeCell` removes on the way back in.
 */
const formulaStart = /^[=+\-@\t\r]/;

export const escapeCell = (value: string) => (formulaStart.test(value) ? `'${value}` : value);
export const unescapeCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
/** A cell a spreadsheet would run, as an import receives it (after our own escape is removed, it is text). */
export const isFormula = (value: string) => formulaStart.test(value);

/** UTF-8 with a byte order mark, so Excel reads Korean and Vietnamese correctly. */
export function toCsv(header: readonly string[], rows: string[][]) {
  return stringify([[...header], ...rows.map((row) => row.map(escapeCell))], {
    bom: true,
    record_delimiter: "\r\n",
  });
}

/** Rows of strings, header first; null when the text is not CSV at all (unbalanced quotes and the like). */
export function fromCsv(text: string): string[][] | null {
  try {
    return parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
    }) as string[][];
  } catch {
    return null;
  }
}
