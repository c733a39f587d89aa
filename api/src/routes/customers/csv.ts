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

/**
 * Reads CSV record by record, header first, handing each to `visit` as the parser reaches it; `visit` answers
 * "stop" to end the reading there, so a caller refuses an over-long file at the row past its limit instead of
 * after parsing all of it, and keeps no list of records it does not need. Answers "unreadable" when the text is
 * not CSV at all (unbalanced quotes and the like) up to where it was read.
 */
export function eachCsvRecord(
  input: Uint8Array | string,
  visit: (cells: string[]) => "stop" | undefined,
): "read" | "stopped" | "unreadable" {
  let stopped = false;
  try {
    parse(typeof input === "string" ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
      on_record: (cells: string[]) => {
        if (visit(cells) === "stop") {
          stopped = true;
          // The parser ends at a thrown error; nothing past this record is read.
          throw new Error("stopped");
        }
        return null;
      },
    });
    return "read";
  } catch {
    return stopped ? "stopped" : "unreadable";
  }
}
