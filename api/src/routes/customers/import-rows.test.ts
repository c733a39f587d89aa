import { customerCsvColumns } from "contracts/domains/customers/schemas";
import { eachCsvRecord } from "./csv";
import { IMPORT_BATCH, packImportRows, readImportRows } from "./import-rows";

const header = customerCsvColumns.join(",");
const gold = [{ tierId: "0123456789abcdef01234567", name: "Gold" }];
const row = (i: number) =>
  `Guest ${i},guest${i}@example.com,0912345678,gold,,2026-05-01,,no,male,Vietnam,web,`;
const bytes = (lines: string[]) => new TextEncoder().encode(lines.join("\r\n"));

describe("reading a customer CSV", () => {
  test("stops at the first row past the limit: what follows it is never parsed", () => {
    // Past the limit the file is not CSV at all; read to its end, it would be refused as unreadable instead.
    const file = bytes([header, row(1), row(2), row(3), row(4), '"unclosed,quote']);
    expect(readImportRows(file, gold, 3)).toEqual({ refused: "csv_too_many_rows" });
    expect(readImportRows(file, gold, 10)).toEqual({ refused: "csv_unreadable" });
    const seen: string[] = [];
    const outcome = eachCsvRecord(bytes([header, row(1), row(2), row(3)]), (cells) => {
      seen.push(cells[0] ?? "");
      return seen.length === 2 ? "stop" : undefined;
    });
    expect([outcome, seen]).toEqual(["stopped", ["name", "Guest 1"]]);
  });

  test("other columns end the reading at the header", () => {
    expect(readImportRows(bytes(["name,email", '"unclosed']), gold, 10)).toEqual({ refused: "csv_columns" });
    expect(readImportRows(bytes([]), gold, 10)).toEqual({ refused: "csv_unreadable" });
  });

  test("checks each row, names the tier case-insensitively and keeps the spreadsheet's row numbers", () => {
    const read = readImportRows(bytes([header, row(1), "=cmd,a@example.com", row(3)]), gold, 10);
    if (read.refused) throw new Error(read.refused);
    expect(read.rows).toBe(3);
    expect(read.valid.map((v) => [v.row, v.input.tierId])).toEqual([
      [2, gold[0]?.tierId],
      [4, gold[0]?.tierId],
    ]);
    expect(read.problems).toEqual([{ row: 3, field: "name", code: "csv_formula" }]);
  });

  test("the packed answer carries every valid customer, in batches, with its row and email", () => {
    const lines = [header, ...Array.from({ length: IMPORT_BATCH + 2 }, (_, i) => row(i))];
    const read = readImportRows(bytes(lines), gold, 5000);
    const packed = packImportRows(read);
    if (packed.refused || read.refused) throw new Error("refused");
    expect(packed.batches).toHaveLength(2);
    expect(packed.batches.flatMap((batch) => JSON.parse(batch))).toEqual(read.valid.map((v) => v.input));
    expect(packed.validRows).toEqual(read.valid.map((v) => v.row));
    expect(packed.emails[IMPORT_BATCH]).toBe(`guest${IMPORT_BATCH}@example.com`);
    expect(JSON.parse(packed.problems)).toEqual([]);
  });
});
