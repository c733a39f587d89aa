import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse/sync";
import { stringify as stringifyStream } from "csv-stringify";

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

/**
 * The CSV of `rows` as it is produced, UTF-8 with a byte order mark (so Excel reads Korean and Vietnamese
 * correctly), every cell formula-escaped. Reading stops, and `rows` is closed, when the receiver goes away; an
 * error while reading ends the stream with that error.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<string[]>,
): ReadableStream<Uint8Array> {
  const escaped = async function* () {
    yield [...header];
    for await (const row of rows) yield row.map(escapeCell);
  };
  const csv = stringifyStream({ bom: true, record_delimiter: "\r\n" });
  // The pipeline destroys the source when the stringifier is (a receiver gone), which closes `rows`.
  pipeline(Readable.from(escaped()), csv).catch(() => undefined);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
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
