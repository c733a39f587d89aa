import {
  type CustomerFilter,
  type CustomerImportReport,
  type CustomerInputParsed,
  customerCsvColumns,
  type ImportIssue,
} from "contracts/domains/customers/schemas";
import type { MessageCode } from "contracts/errors/codes";
import { type MessageLanguage, translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type CustomerDoc, emailKeyOf } from "../../repositories/customers-repository";
import { csvStream } from "./csv";
import { IMPORT_BATCH, type RowProblem } from "./import-rows";
import { fieldsOf, IMPORT_MAX_ROWS, searchOf, tierNamesOf } from "./service";

/** At most this many customers in one export: a larger club narrows it by tier, channel or search. */
export const EXPORT_MAX_ROWS = 100_000;
/**
 * The customers CSV (formula-safe), streamed as it is read: the customers newest first, each with the reservation
 * count kept on it. A filter matching more than `EXPORT_MAX_ROWS` customers is refused (422
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
      for await (const customer of cursor) yield csvRow(customer, names);
    } finally {
      await cursor.close();
    }
  };
  return csvStream(customerCsvColumns, rows());
}

function csvRow(c: CustomerDoc, tierNames: Map<string, string>) {
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
    c.country ?? "",
    c.channel,
    c.note,
    String(c.reservationCount ?? 0),
  ];
}

/**
 * Reads the file in the worker pool (`import-rows.ts`: columns, the row limit, each row's rules), then checks
 * emails against each other (the first row with an email wins) and against the club's customers, and adds the
 * new ones unless it is a dry run. The customers come back from the worker as JSON batches, each parsed and
 * inserted in its own step, so no step holds the request thread for long.
 */
export async function importCustomers(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  file: File,
  dryRun: boolean,
  language: MessageLanguage,
): Promise<CustomerImportReport> {
  const issues: ImportIssue[] = [];
  const report = (rows: number, added = 0, unchanged = 0) => ({
    dryRun,
    rows,
    added,
    unchanged,
    issues: issues.sort((a, b) => a.row - b.row),
  });
  const issue = (row: number, field: string, code: MessageCode) => {
    issues.push({ row, field, message: translate(code, language) });
  };

  const { tiers } = await tierNamesOf(ctx, club);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const read = await ctx.cpu.run(
    "customerCsv",
    {
      bytes,
      tiers: tiers.map((t) => ({ tierId: t._id.toHexString(), name: t.name })),
      maxRows: IMPORT_MAX_ROWS,
    },
    [bytes.buffer],
  );
  if (read.refused) {
    issue(1, "file", read.refused);
    return report(0);
  }
  for (const problem of JSON.parse(read.problems) as RowProblem[])
    issue(problem.row, problem.field, problem.code);
  const rowOf = (index: number) => read.validRows[index] ?? 1;

  const keys = read.emails.map(emailKeyOf);
  const firsts = new Map<string, number>();
  keys.forEach((key, index) => {
    if (firsts.has(key)) issue(rowOf(index), "email", "customer_email_duplicated");
    else firsts.set(key, index);
  });
  const existing = await ctx.repos.customers.existingEmailKeys(club._id, [...firsts.keys()]);
  const fresh = new Set([...firsts].filter(([key]) => !existing.has(key)).map(([, index]) => index));
  const unchanged = firsts.size - fresh.size;
  if (dryRun || fresh.size === 0) return report(read.rows, fresh.size, unchanged);

  const now = ctx.now();
  let added = 0;
  for (const [batch, json] of read.batches.entries()) {
    const inputs = JSON.parse(json) as CustomerInputParsed[];
    const indexes = inputs.map((_, i) => batch * IMPORT_BATCH + i).filter((index) => fresh.has(index));
    const docs = indexes.map((index) => ({
      _id: new ObjectId(),
      clubId: club._id,
      ...fieldsOf(inputs[index - batch * IMPORT_BATCH] as CustomerInputParsed),
      createdAt: now,
      updatedAt: now,
    }));
    if (docs.length === 0) continue;
    // An email another desk saved since the check above is that row's problem, not the whole import's.
    const refused = await ctx.repos.customers.insertEach(docs);
    for (const i of refused) issue(rowOf(indexes[i] ?? -1), "email", "customer_email_duplicated");
    added += docs.length - refused.size;
  }
  if (added > 0) {
    await auditedWrites({ ctx, auth, clubId: club._id, entity: "customer" }).record(
      "create",
      club._id,
      `${added} customers imported from CSV`,
    );
  }
  return report(read.rows, added, unchanged);
}
