import {
  type CustomerFilter,
  type CustomerImportReport,
  type CustomerInputParsed,
  customerCsvColumns,
  customerInputSchema,
  type ImportIssue,
} from "contracts/domains/membership/schemas";
import type { MessageCode } from "contracts/errors/codes";
import { type MessageLanguage, translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError } from "../../lib/api-error";
import { recordAudit } from "../../lib/audit";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type CustomerDoc, emailKeyOf } from "../../repositories/customers-repository";
import type { TierDoc } from "../../repositories/tiers-repository";
import { csvStream, fromCsv, isFormula, unescapeCell } from "./csv";
import { fieldsOf, IMPORT_MAX_ROWS, reservationCountsOf, searchOf, tierNamesOf } from "./service";

/** At most this many customers in one export: a larger club narrows it by tier, channel or search. */
export const EXPORT_MAX_ROWS = 100_000;
/** Customers read, and their reservation counts looked up, at a time. */
const EXPORT_BATCH = 500;

/**
 * The customers CSV (formula-safe), streamed as it is read: the customers newest first in batches, each batch's
 * reservation counts in one read. A filter matching more than `EXPORT_MAX_ROWS` customers is refused (422
 * `export_too_large`) before anything is sent.
 */
export async function exportCustomers(
  ctx: AppContext,
  club: ClubDoc,
  filter: CustomerFilter,
  maxRows = EXPORT_MAX_ROWS,
) {
  const search = searchOf(filter);
  const [count, { names }] = await Promise.all([
    ctx.repos.customers.count(club._id, search, maxRows + 1),
    tierNamesOf(ctx, club),
  ]);
  if (count > maxRows) throw new ApiError(422, "export_too_large");
  const rows = async function* () {
    const cursor = ctx.repos.customers.stream(club._id, search);
    try {
      let batch: CustomerDoc[] = [];
      const flush = async function* () {
        const counts = await reservationCountsOf(ctx, club, batch);
        for (const c of batch) yield csvRow(c, names, counts);
        batch = [];
      };
      for await (const customer of cursor) {
        batch.push(customer);
        if (batch.length === EXPORT_BATCH) yield* flush();
      }
      yield* flush();
    } finally {
      await cursor.close();
    }
  };
  return csvStream(customerCsvColumns, rows());
}

function csvRow(c: CustomerDoc, tierNames: Map<string, string>, counts: Map<string, number>) {
  return [
    c.name,
    c.email,
    c.mobile,
    tierNames.get(c.tierId.toHexString()) ?? "",
    c.tierValidUntil ?? "",
    c.registeredOn,
    c.birthDate ?? "",
    c.marketingOptIn ? "yes" : "no",
    c.gender,
    c.country,
    c.channel,
    c.note,
    String(counts.get(c._id.toHexString()) ?? 0),
  ];
}

/** The reservation count is the system's own; an import reads every other column. */
const importedColumns = customerCsvColumns.filter((column) => column !== "reservationCount");

const booleanCell = (value: string): boolean | string => {
  const lower = value.trim().toLowerCase();
  if (["yes", "true", "1"].includes(lower)) return true;
  if (["no", "false", "0", ""].includes(lower)) return false;
  return value;
};

export async function importCustomers(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  file: File,
  dryRun: boolean,
  language: MessageLanguage,
): Promise<CustomerImportReport> {
  const issues: ImportIssue[] = [];
  const report = (rows: number, added = 0, unchanged = 0) => ({ dryRun, rows, added, unchanged, issues });
  const refuse = (code: MessageCode, field = "file", row = 1) => {
    issues.push({ row, field, message: translate(code, language) });
    return report(0);
  };

  const records = fromCsv(await file.text());
  if (!records || records.length === 0) return refuse("csv_unreadable");
  const [header = [], ...rows] = records;
  const columns = header.map((cell) => cell.trim());
  const expected = [...importedColumns];
  const matches =
    expected.every((column, i) => columns[i] === column) &&
    (columns.length === expected.length ||
      (columns.length === expected.length + 1 && columns[expected.length] === "reservationCount"));
  if (!matches) return refuse("csv_columns");
  if (rows.length > IMPORT_MAX_ROWS) return refuse("csv_too_many_rows");

  const { tiers } = await tierNamesOf(ctx, club);
  const tierByName = new Map<string, TierDoc>(tiers.map((t) => [t.name.toLowerCase(), t]));
  const valid: { row: number; input: CustomerInputParsed }[] = [];
  const seen = new Set<string>();

  rows.forEach((cells, index) => {
    const row = index + 2;
    const raw = (column: string) => cells[columns.indexOf(column)] ?? "";
    // An apostrophe-escaped cell (as the export writes it) is text; a bare one would run in a spreadsheet.
    const cell = (column: string) => unescapeCell(raw(column));
    const formula = expected.find((column) => isFormula(raw(column)));
    if (formula) {
      issues.push({ row, field: formula, message: translate("csv_formula", language) });
      return;
    }
    const tier = tierByName.get(cell("tier").trim().toLowerCase());
    const optional = (column: string) => (cell(column).trim() === "" ? null : cell(column).trim());
    const parsed = customerInputSchema.safeParse({
      name: cell("name"),
      email: cell("email"),
      mobile: cell("mobile"),
      tierId: tier ? tier._id.toHexString() : "000000000000000000000000",
      tierValidUntil: optional("tierValidUntil"),
      registeredOn: cell("registeredOn").trim(),
      birthDate: optional("birthDate"),
      marketingOptIn: booleanCell(cell("marketingOptIn")),
      gender: cell("gender").trim() || undefined,
      country: cell("country").trim(),
      channel: cell("channel").trim() || undefined,
      note: cell("note"),
    });
    const rowIssues: ImportIssue[] = [];
    if (!tier) rowIssues.push({ row, field: "tier", message: translate("tier_unknown", language) });
    if (!parsed.success) {
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "file");
        if (fields.has(field)) continue;
        fields.add(field);
        rowIssues.push({ row, field, message: translate(issue.message as MessageCode, language) });
      }
    }
    if (parsed.success && rowIssues.length === 0) {
      const key = emailKeyOf(parsed.data.email);
      if (seen.has(key)) {
        rowIssues.push({ row, field: "email", message: translate("customer_email_duplicated", language) });
      } else {
        seen.add(key);
        valid.push({ row, input: parsed.data });
      }
    }
    issues.push(...rowIssues);
  });

  const existing = await ctx.repos.customers.existingEmailKeys(
    club._id,
    valid.map((v) => emailKeyOf(v.input.email)),
  );
  const fresh = valid.filter((v) => !existing.has(emailKeyOf(v.input.email)));
  if (dryRun || fresh.length === 0) return report(rows.length, fresh.length, valid.length - fresh.length);
  const now = ctx.now();
  const docs = fresh.map(({ input }) => ({
    _id: new ObjectId(),
    clubId: club._id,
    ...fieldsOf(input),
    createdAt: now,
    updatedAt: now,
  }));
  // An email another desk saved since the check above is that row's problem, not the whole import's.
  const refused = await ctx.repos.customers.insertEach(docs);
  for (const index of [...refused].sort((a, b) => a - b)) {
    const row = fresh[index]?.row ?? 1;
    issues.push({ row, field: "email", message: translate("customer_email_duplicated", language) });
  }
  issues.sort((a, b) => a.row - b.row);
  const added = fresh.length - refused.size;
  if (added > 0) {
    await recordAudit(ctx, auth, {
      clubId: club._id,
      action: "create",
      entity: "customer",
      entityId: club._id,
      summary: `${added} customers imported from CSV`,
    });
  }
  return report(rows.length, added, valid.length - fresh.length);
}
