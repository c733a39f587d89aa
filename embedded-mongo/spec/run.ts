/**
 * Runs MongoDB's unified-format spec tests (change streams, transactions, CRUD) against the embedded server and
 * reports, per file and per suite, how many tests apply to a single-node replica set claiming MongoDB 7.0, how many
 * pass, and why each other one does not.
 *
 * The tests are not in this repository (their licence does not allow copying them in): give the path of a checkout of
 * github.com/mongodb/specifications.
 *
 *   npm run spec -w embedded-mongo -- <specifications checkout> [suite ...] [--only <text>] [--verbose]
 *
 * Suites: change-streams, transactions, crud (the default: all three).
 */
import fs from "node:fs";
import path from "node:path";
import { EJSON } from "bson";
import { type Document, MongoClient } from "mongodb";
import { startEmbeddedMongo } from "../src/index";
import { checkError, checkEvents, checkOutcome } from "./checks";
import { Entities, Unsupported } from "./entities";
import { type MatchContext, Mismatch, match, matchRootList, show } from "./matching";
import { type Operation, perform } from "./operations";

const SUITES = ["change-streams", "transactions", "crud"];
const SCHEMA_MAX = [1, 28];

interface Server {
  version: number[];
  topology: "single" | "replicaset";
}

type Outcome = "pass" | "fail" | "not-applicable" | "skipped" | "unsupported";

interface Result {
  file: string;
  test: string;
  outcome: Outcome;
  reason?: string;
}

const versionOf = (text: string) => text.split(".").map(Number);
const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** A requirement list applies when any one of its requirements does (the format's runOnRequirements). */
function applies(requirements: Document[] | undefined, server: Server): string | null {
  if (!requirements || requirements.length === 0) return null;
  const why: string[] = [];
  for (const r of requirements) {
    const reasons: string[] = [];
    if (r.minServerVersion && compare(server.version, versionOf(r.minServerVersion)) < 0)
      reasons.push(`needs ≥ ${r.minServerVersion}`);
    if (r.maxServerVersion && compare(server.version, versionOf(r.maxServerVersion)) > 0)
      reasons.push(`needs ≤ ${r.maxServerVersion}`);
    if (r.topologies && !r.topologies.includes(server.topology))
      reasons.push(`topologies ${r.topologies.join("/")}`);
    if (r.serverless === "require") reasons.push("serverless");
    if (r.auth === true) reasons.push("auth");
    if (r.csfle) reasons.push("csfle");
    if (r.serverParameters) reasons.push(`server parameters ${Object.keys(r.serverParameters).join(", ")}`);
    if (reasons.length === 0) return null;
    why.push(reasons.join(", "));
  }
  return why.join(" | ");
}

async function prepare(admin: MongoClient, initialData: Document[] | undefined): Promise<void> {
  await admin
    .db("admin")
    .command({ killAllSessions: [] })
    .catch(() => {});
  for (const { collectionName, databaseName, documents, createOptions } of initialData ?? []) {
    const db = admin.db(databaseName);
    await db
      .collection(collectionName)
      .drop({ writeConcern: { w: "majority" } })
      .catch(() => {});
    if (createOptions || documents.length === 0) {
      await db.createCollection(collectionName, { ...createOptions, writeConcern: { w: "majority" } });
    }
    if (documents.length > 0)
      await db.collection(collectionName).insertMany(documents, { writeConcern: { w: "majority" } });
  }
}

/** What an operation's `expectResult` is matched as: iterable results as lists of root-level documents. */
const ITERABLE = new Set(["aggregate", "find", "listCollections", "listDatabases", "listIndexes"]);

async function runOperation(
  entities: Entities,
  op: Operation,
  admin: MongoClient,
  ctx: MatchContext,
): Promise<void> {
  let result: unknown;
  try {
    result = await perform(entities, op, admin);
  } catch (error) {
    if (error instanceof Unsupported || error instanceof Mismatch) throw error;
    if (op.expectError) {
      checkError(error, op.expectError, ctx);
      return;
    }
    if (op.ignoreResultAndError) return;
    throw error;
  }
  if (op.ignoreResultAndError) return;
  if (op.expectError) throw new Mismatch(`${op.name} succeeded; expected an error ${show(op.expectError)}`);
  if (op.expectResult !== undefined) {
    if (ITERABLE.has(op.name)) matchRootList(op.expectResult, result, op.name, ctx);
    else match(op.expectResult, result, op.name, true, ctx);
  }
  if (op.saveResultAsEntity) entities.set(op.saveResultAsEntity, result);
}

async function runTest(
  file: Document,
  test: Document,
  uri: string,
  admin: MongoClient,
): Promise<Omit<Result, "file" | "test">> {
  await prepare(admin, file.initialData);
  const entities = new Entities(uri);
  const ctx: MatchContext = { entity: (id) => entities.get(id), lsidOf: (id) => entities.lsidOf(id) };
  try {
    await entities.create(file.createEntities ?? []);
    for (const op of test.operations as Operation[]) await runOperation(entities, op, admin, ctx);
    if (test.expectEvents) checkEvents(entities, test.expectEvents, ctx);
    if (test.outcome) await checkOutcome(admin, test.outcome, ctx);
    return { outcome: "pass" };
  } catch (error) {
    if (error instanceof Unsupported) return { outcome: "unsupported", reason: `runner: ${error.message}` };
    return { outcome: "fail", reason: (error as Error).message };
  } finally {
    await entities.close(admin);
  }
}

async function runFile(
  fullPath: string,
  server: Server,
  uri: string,
  admin: MongoClient,
  only: string | undefined,
) {
  const name = path.basename(fullPath, ".json");
  const file = EJSON.parse(fs.readFileSync(fullPath, "utf8"), { relaxed: true }) as Document;
  const results: Result[] = [];
  const schema = versionOf(file.schemaVersion);
  const fileReason =
    compare(schema, SCHEMA_MAX) > 0
      ? `schema ${file.schemaVersion} is newer than the runner's`
      : applies(file.runOnRequirements, server);
  for (const test of file.tests as Document[]) {
    const label = test.description as string;
    if (only && !`${name} ${label}`.includes(only)) continue;
    const reason = fileReason ?? applies(test.runOnRequirements, server);
    if (reason) results.push({ file: name, test: label, outcome: "not-applicable", reason });
    else if (test.skipReason)
      results.push({ file: name, test: label, outcome: "skipped", reason: test.skipReason });
    else results.push({ file: name, test: label, ...(await runTest(file, test, uri, admin)) });
  }
  return results;
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const onlyAt = args.indexOf("--only");
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
  const positional = args.filter((a, i) => !a.startsWith("--") && (onlyAt < 0 || i !== onlyAt + 1));
  const [root, ...suites] = positional;
  if (!root) {
    console.error(
      "usage: npm run spec -w embedded-mongo -- <specifications checkout> [suite ...] [--only text] [--verbose]",
    );
    process.exit(2);
  }
  const server = await startEmbeddedMongo({ inMemory: true, enableTestCommands: true, log: () => {} });
  const admin = new MongoClient(server.uri);
  await admin.connect();
  const build = await admin.db("admin").command({ buildInfo: 1 });
  const hello = await admin.db("admin").command({ hello: 1 });
  const claimed: Server = {
    version: versionOf(build.version),
    topology: hello.setName ? "replicaset" : "single",
  };
  console.log(`server claims MongoDB ${build.version}, topology ${claimed.topology}`);
  const totals: string[] = [];
  for (const suite of suites.length > 0 ? suites : SUITES) {
    const dir = path.join(root, "source", suite, "tests", "unified");
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort();
    const all: Result[] = [];
    for (const f of files) all.push(...(await runFile(path.join(dir, f), claimed, server.uri, admin, only)));
    const count = (o: Outcome) => all.filter((r) => r.outcome === o).length;
    const applicable = all.length - count("not-applicable") - count("skipped");
    console.log(`\n## ${suite}`);
    for (const r of all) {
      if (r.outcome === "fail" || r.outcome === "unsupported" || (verbose && r.outcome !== "pass")) {
        console.log(`  ${r.outcome.toUpperCase()} ${r.file} › ${r.test}\n      ${r.reason}`);
      } else if (verbose) console.log(`  pass ${r.file} › ${r.test}`);
    }
    const line = `${suite}: ${all.length} tests, ${applicable} applicable: ${count("pass")} passed, ${count("fail")} failed, ${count("unsupported")} not run by this runner (${count("not-applicable")} not applicable, ${count("skipped")} skipped by the spec)`;
    totals.push(line);
  }
  console.log(`\n${totals.join("\n")}`);
  await admin.close();
  await server.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
