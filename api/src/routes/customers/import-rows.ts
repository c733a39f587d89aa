import {
  type CustomerInputParsed,
  customerCsvColumns,
  customerInputSchema,
} from "contracts/domains/customers/schemas";
import type { MessageCode } from "contracts/errors/codes";
import { eachCsvRecord, isFormula, unescapeCell } from "./csv";

/**
 * The CPU part of a customer import, run in the worker pool (`workers/cpu-worker.ts`): reading the CSV and checking
 * each row against the customer rules. It touches no database; the caller hands it the club's tiers and then
 * checks emails against the club's customers.
 */

/** A tier as a row names it (by name, in any case). */
export interface ImportTier {
  tierId: string;
  name: string;
}

/** A row's problem, as a code the caller words in the request's language. */
export interface RowProblem {
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  field: string;
  code: MessageCode;
}

export type ImportRows =
  /** The whole file is refused: not CSV, other columns, or more rows than an import takes. */
  | { refused: "csv_unreadable" | "csv_columns" | "csv_too_many_rows" }
  | {
      refused: null;
      rows: number;
      /** Rows that pass every rule, in file order. */
      valid: { row: number; input: CustomerInputParsed }[];
      problems: RowProblem[];
    };

/** The reservation count is the system's own; an import reads every other column. */
const importedColumns = customerCsvColumns.filter((column) => column !== "reservationCount");

/** The export's columns, with or without its trailing reservation count. */
function matchesColumns(columns: string[]) {
  return (
    importedColumns.every((column, i) => columns[i] === column) &&
    (columns.length === importedColumns.length ||
      (columns.length === importedColumns.length + 1 &&
        columns[importedColumns.length] === "reservationCount"))
  );
}

const booleanCell = (value: string): boolean | string => {
  const lower = value.trim().toLowerCase();
  if (["yes", "true", "1"].includes(lower)) return true;
  if (["no", "false", "0", ""].includes(lower)) return false;
  return value;
};

const noTier = "000000000000000000000000";

/** One row's problems, or its parsed customer. */
function checkRow(
  cells: string[],
  columns: string[],
  tierByName: Map<string, ImportTier>,
  row: number,
): { problems: RowProblem[]; input?: CustomerInputParsed } {
  const raw = (column: string) => cells[columns.indexOf(column)] ?? "";
  // An apostrophe-escaped cell (as the export writes it) is text; a bare one would run in a spreadsheet.
  const cell = (column: string) => unescapeCell(raw(column));
  const formula = importedColumns.find((column) => isFormula(raw(column)));
  if (formula) return { problems: [{ row, field: formula, code: "csv_formula" }] };
  const tier = tierByName.get(cell("tier").trim().toLowerCase());
  const optional = (column: string) => (cell(column).trim() === "" ? null : cell(column).trim());
  const parsed = customerInputSchema.safeParse({
    name: cell("name"),
    email: cell("email"),
    mobile: cell("mobile"),
    tierId: tier ? tier.tierId : noTier,
    tierValidUntil: optional("tierValidUntil"),
    registeredOn: cell("registeredOn").trim(),
    birthDate: optional("birthDate"),
    marketingOptIn: booleanCell(cell("marketingOptIn")),
    gender: cell("gender").trim() || undefined,
    country: cell("country").trim() || undefined,
    channel: cell("channel").trim() || undefined,
    note: cell("note"),
  });
  const problems: RowProblem[] = [];
  if (!tier) problems.push({ row, field: "tier", code: "tier_unknown" });
  if (!parsed.success) {
    const fields = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "file");
      if (fields.has(field)) continue;
      fields.add(field);
      problems.push({ row, field, code: issue.message as MessageCode });
    }
  }
  return parsed.success && problems.length === 0 ? { problems, input: parsed.data } : { problems };
}

/**
 * Reads the file row by row: the header first (other columns end the reading there), then each row checked as it
 * is read, and the reading ends at the first row past `maxRows`, so an over-long file is refused without being
 * parsed to its end.
 */
export function readImportRows(bytes: Uint8Array, tiers: readonly ImportTier[], maxRows: number): ImportRows {
  const tierByName = new Map(tiers.map((t) => [t.name.toLowerCase(), t]));
  const read: {
    columns: string[] | null;
    refused: "csv_columns" | "csv_too_many_rows" | null;
    rows: number;
  } = {
    columns: null,
    refused: null,
    rows: 0,
  };
  const valid: { row: number; input: CustomerInputParsed }[] = [];
  const problems: RowProblem[] = [];

  const outcome = eachCsvRecord(bytes, (cells) => {
    if (!read.columns) {
      read.columns = cells.map((cell) => cell.trim());
      if (matchesColumns(read.columns)) return undefined;
      read.refused = "csv_columns";
      return "stop";
    }
    read.rows++;
    if (read.rows > maxRows) {
      read.refused = "csv_too_many_rows";
      return "stop";
    }
    const row = read.rows + 1;
    const checked = checkRow(cells, read.columns, tierByName, row);
    problems.push(...checked.problems);
    if (checked.input) valid.push({ row, input: checked.input });
    return undefined;
  });
  if (outcome === "unreadable" || !read.columns) return { refused: "csv_unreadable" };
  if (read.refused) return { refused: read.refused };
  return { refused: null, rows: read.rows, valid, problems };
}

/** Customers per batch of the packed answer: what one insert takes, and one short step of the request thread. */
export const IMPORT_BATCH = 500;

/**
 * The answer as it crosses from the worker to the request thread. Copying thousands of small objects between
 * threads costs that thread tens of milliseconds, a string next to nothing: so the customers travel as JSON in
 * batches that the caller parses one at a time, and only on a real run; a dry run reads only the emails.
 */
export type PackedImportRows =
  | { refused: "csv_unreadable" | "csv_columns" | "csv_too_many_rows" }
  | {
      refused: null;
      rows: number;
      /** Per valid row, in file order: its row number and its email. */
      validRows: number[];
      emails: string[];
      /** The valid rows' customers (`CustomerInputParsed[]` as JSON), `IMPORT_BATCH` to a batch. */
      batches: string[];
      /** `RowProblem[]` as JSON. */
      problems: string;
    };

export function packImportRows(read: ImportRows): PackedImportRows {
  if (read.refused) return read;
  const batches: string[] = [];
  for (let i = 0; i < read.valid.length; i += IMPORT_BATCH) {
    batches.push(JSON.stringify(read.valid.slice(i, i + IMPORT_BATCH).map((v) => v.input)));
  }
  return {
    refused: null,
    rows: read.rows,
    validRows: read.valid.map((v) => v.row),
    emails: read.valid.map((v) => v.input.email),
    batches,
    problems: JSON.stringify(read.problems),
  };
}
