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
import { recordAudit } from "../../lib/audit";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { emailKeyOf } from "../../repositories/customers-repository";
import type { TierDoc } from "../../repositories/tiers-repository";
import { fromCsv, isFormula, toCsv, unescapeCell } from "./csv";
import { fieldsOf, IMPORT_MAX_ROWS, reservationCountsOf, searchOf, tierNamesOf } from "./service";

/** The customers CSV: export (formula-safe) and import (checked row by row, dry run first). */
export async function exportCustomers(ctx: AppContext, club: ClubDoc, filter: CustomerFilter) {
  const [customers, { names }] = await Promise.all([
    ctx.repos.customers.all(club._id, searchOf(filter)),
    tierNamesOf(ctx, club),
  ]);
  const counts = await reservationCountsOf(ctx, club, customers);
  const rows = customers.map((c) => [
    c.name,
    c.email,
    c.mobile,
    names.get(c.tierId.toHexString()) ?? "",
    c.tierValidUntil ?? "",
    c.registeredOn,
    c.birthDate ?? "",
    c.marketingOptIn ? "yes" : "no",
    c.gender,
    c.country,
    c.channel,
    c.note,
    String(counts.get(c._id.toHexString()) ?? 0),
  ]);
  return toCsv(customerCsvColumns, rows);
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
