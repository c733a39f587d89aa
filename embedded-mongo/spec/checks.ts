/** A test's expectations beyond results: the error an operation raised, the events a client saw, the data left. */
import { type Document, type MongoClient, MongoError, MongoServerError } from "mongodb";
import type { Entities, ObservedEvent } from "./entities";
import { type MatchContext, Mismatch, match, show } from "./matching";

const CATEGORY: Record<string, string> = {
  commandStartedEvent: "command",
  commandSucceededEvent: "command",
  commandFailedEvent: "command",
};
const categoryOf = (kind: string) => CATEGORY[kind] ?? "cmap";

export function checkError(error: unknown, expected: Document, ctx: MatchContext): void {
  const err = error as MongoError & { codeName?: string; errorResponse?: Document };
  const fail = (message: string): never => {
    throw new Mismatch(`error ${show((err as Error)?.message)}: ${message}`);
  };
  if (expected.isClientError === true && err instanceof MongoServerError)
    fail("expected a client-side error");
  if (expected.isClientError === false && !(err instanceof MongoServerError)) fail("expected a server error");
  if (expected.isTimeoutError !== undefined) {
    const isTimeout = (err as Error)?.name === "MongoOperationTimeoutError";
    if (isTimeout !== expected.isTimeoutError) fail(`isTimeoutError ${isTimeout}`);
  }
  if (expected.errorContains !== undefined) {
    const message = String((err as Error)?.message ?? "").toLowerCase();
    if (!message.includes(String(expected.errorContains).toLowerCase()))
      fail(`does not contain "${expected.errorContains}"`);
  }
  if (expected.errorCode !== undefined && err?.code !== expected.errorCode)
    fail(`code ${err?.code}, expected ${expected.errorCode}`);
  if (expected.errorCodeName !== undefined && err?.codeName !== expected.errorCodeName) {
    fail(`codeName ${err?.codeName}, expected ${expected.errorCodeName}`);
  }
  const labels = err instanceof MongoError ? err.errorLabels : [];
  for (const label of expected.errorLabelsContain ?? [])
    if (!labels.includes(label)) fail(`labels ${show(labels)} lack ${label}`);
  for (const label of expected.errorLabelsOmit ?? [])
    if (labels.includes(label)) fail(`labels ${show(labels)} hold ${label}`);
  if (expected.errorResponse !== undefined)
    match(expected.errorResponse, err?.errorResponse ?? err, "errorResponse", true, ctx);
  if (expected.expectResult !== undefined) {
    // A bulk write's partial result: what was written before (or besides) the errors.
    const { result, partialResult } = err as unknown as { result?: unknown; partialResult?: unknown };
    match(expected.expectResult, partialResult ?? result, "partial result", true, ctx);
  }
  if (expected.writeErrors !== undefined || expected.writeConcernErrors !== undefined)
    throw new Mismatch("the runner does not check a client bulk write's write errors");
}

function matchEvent(expected: Document, actual: ObservedEvent, path: string, ctx: MatchContext): void {
  const [kind, spec] = Object.entries(expected)[0] as [string, Document];
  if (kind !== actual.kind)
    throw new Mismatch(
      `${path}: expected ${kind}, got ${actual.kind} ${show((actual.event as Document).commandName ?? "")}`,
    );
  const event = actual.event as Document;
  if (spec.commandName !== undefined && spec.commandName !== event.commandName) {
    throw new Mismatch(`${path}.commandName: expected ${spec.commandName}, got ${event.commandName}`);
  }
  if (spec.databaseName !== undefined && spec.databaseName !== event.databaseName) {
    throw new Mismatch(`${path}.databaseName: expected ${spec.databaseName}, got ${event.databaseName}`);
  }
  if (spec.command !== undefined) match(spec.command, event.command, `${path}.command`, "everywhere", ctx);
  if (spec.reply !== undefined) match(spec.reply, event.reply, `${path}.reply`, true, ctx);
  if (spec.hasServerConnectionId === true && event.serverConnectionId == null) {
    throw new Mismatch(`${path}: no server connection id`);
  }
}

export function checkEvents(entities: Entities, list: Document[], ctx: MatchContext): void {
  for (const { client, eventType = "command", events: expected, ignoreExtraEvents } of list) {
    const actual = entities.client(client).events.filter((e) => categoryOf(e.kind) === eventType);
    const count = `${client} ${eventType} events: expected ${expected.length}, got ${actual.length} (${actual
      .map((e) => `${e.kind.replace("Event", "")}:${(e.event as Document).commandName ?? ""}`)
      .join(", ")})`;
    if (ignoreExtraEvents ? actual.length < expected.length : actual.length !== expected.length)
      throw new Mismatch(count);
    for (const [i, event] of expected.entries())
      matchEvent(event, actual[i] as ObservedEvent, `${client} event[${i}]`, ctx);
  }
}

export async function checkOutcome(
  admin: MongoClient,
  outcome: Document[],
  ctx: MatchContext,
): Promise<void> {
  for (const { collectionName, databaseName, documents } of outcome) {
    const actual = await admin
      .db(databaseName)
      .collection(collectionName)
      .find({}, { sort: { _id: 1 }, readConcern: { level: "local" }, readPreference: "primary" })
      .toArray();
    match(documents, actual, `outcome ${databaseName}.${collectionName}`, false, ctx);
  }
}
