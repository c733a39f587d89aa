import { type Document, Long } from "bson";
import { deliveryStats } from "../changes/delivery";
import type { Oplog } from "../changes/oplog";
import { ChangeStream, type Scope } from "../changes/stream";
import type { LiveCursor } from "../cursors";
import { Transaction } from "../engine/transaction";
import { type Doc, isPlainObject } from "../engine/values";
import { invalidNamespace, MongoCommandError } from "../errors";
import { type CommandContext, num } from "./context";

interface StreamCursor extends LiveCursor {
  stream: ChangeStream;
}

/** MongoDB's wait for an awaitData getMore that names no `maxTimeMS`. */
const DEFAULT_AWAIT_MS = 1000;

function scopeOf(cmd: Document, spec: Doc, db: string): Scope {
  if (typeof cmd.aggregate === "string") {
    if (["admin", "config", "local"].includes(db))
      throw invalidNamespace(`$changeStream may not be opened on the internal ${db} database`);
    return { db, coll: cmd.aggregate };
  }
  if (spec.allChangesForCluster === true) {
    if (db !== "admin")
      throw invalidNamespace(
        "$changeStream with allChangesForCluster:true must be run against the 'admin' database",
      );
    return {};
  }
  if (["admin", "config", "local"].includes(db))
    throw invalidNamespace(`$changeStream may not be opened on the internal ${db} database`);
  return { db };
}

/** `aggregate` with a leading `$changeStream`: opens the stream and answers the events already committed after its start. */
export function openChangeStream(cmd: Document, ctx: CommandContext): Document {
  const pipeline = cmd.pipeline as Doc[];
  const spec = pipeline[0]?.$changeStream;
  if (!isPlainObject(spec))
    throw new MongoCommandError(50808, "Location50808", "$changeStream stage expects a document as argument");
  if (ctx.data instanceof Transaction)
    throw new MongoCommandError(
      263,
      "OperationNotSupportedInTransaction",
      "Operation not permitted in transaction :: caused by :: $changeStream is not permitted in a multi-document transaction",
    );
  for (const stage of pipeline.slice(1))
    if (stage.$changeStream)
      throw new MongoCommandError(
        40602,
        "Location40602",
        "$changeStream is only valid as the first stage in a pipeline.",
      );
  const scope = scopeOf(cmd, spec, ctx.db);
  const stream = new ChangeStream(ctx.engine, scope, spec, pipeline.slice(1));
  const ns = scope.coll !== undefined ? `${ctx.db}.${scope.coll}` : `${ctx.db}.$cmd.aggregate`;
  const batchSize = (cmd.cursor as Doc | undefined)?.batchSize;
  const { events, postBatchResumeToken } = stream.read(batchSize === undefined ? 101 : num(batchSize));
  const cursor: StreamCursor = { ns, lastUsed: Date.now(), stream };
  const id = stream.closed ? Long.ZERO : ctx.cursors.addLive(cursor);
  return { cursor: { firstBatch: events, postBatchResumeToken, id, ns }, ok: 1 };
}

/** Waits up to `ms` for the next committed change; nothing runs meanwhile. */
function nextChange(oplog: Oplog, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      oplog.unsubscribe(wake);
      resolve();
    }, ms);
    oplog.subscribe(wake);
  });
}

/**
 * getMore on a change stream: answers at once if events are there, otherwise waits (awaitData) until a change
 * this stream reports commits or `maxTimeMS` (the driver's `maxAwaitTimeMS`) runs out.
 */
export async function changeStreamMore(id: Long, live: LiveCursor, cmd: Document, ctx: CommandContext) {
  const cursor = live as StreamCursor;
  if (cursor.busy)
    throw new MongoCommandError(292, "CursorInUse", `cursor id ${id.toString()} is already in use`);
  cursor.busy = true;
  const max =
    cmd.batchSize === undefined ? Number.POSITIVE_INFINITY : num(cmd.batchSize) || Number.POSITIVE_INFINITY;
  const deadline = Date.now() + (cmd.maxTimeMS === undefined ? DEFAULT_AWAIT_MS : num(cmd.maxTimeMS));
  try {
    let batch = cursor.stream.read(max);
    let wokenBy = 0;
    while (!batch.events.length && !cursor.stream.closed && ctx.cursors.getLive(id) === cursor) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await nextChange(ctx.engine.oplog, left);
      wokenBy = deliveryStats?.lastCommit ?? 0;
      // Only what is durable is reported, as every read.
      await ctx.engine.settled();
      batch = cursor.stream.read(max);
    }
    if (cursor.stream.closed) ctx.cursors.closeLive(id);
    if (wokenBy && batch.events.length) deliveryStats?.delivered(wokenBy);
    return {
      cursor: {
        nextBatch: batch.events,
        postBatchResumeToken: batch.postBatchResumeToken,
        id: cursor.stream.closed ? Long.ZERO : id,
        ns: cursor.ns,
      },
      ok: 1,
    };
  } finally {
    cursor.busy = false;
    cursor.lastUsed = Date.now();
  }
}
