import { Binary, type Document, Long } from "bson";
import { type Transaction, writeConflict } from "../engine/transaction";
import { commandNotFound, MongoCommandError } from "../errors";
import { adminCommands } from "./admin";
import { catalogCommands } from "./catalog";
import type { CommandContext, Handler } from "./context";
import { withErrorLabels } from "./error-labels";
import { explainCommands } from "./explain";
import { findAndModifyCommands } from "./find-and-modify";
import { indexCommands } from "./indexes";
import { readCommands } from "./read";
import { sessionKey, toBigInt } from "./sessions";
import { checkShape } from "./shape";
import { writeCommands } from "./write";

const commands: Record<string, Handler> = {
  ...adminCommands,
  ...readCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...catalogCommands,
  ...indexCommands,
  ...explainCommands,
  configureFailPoint: (cmd, ctx) => {
    // mongod offers it only with enableTestCommands; without, it does not know the command.
    if (!ctx.failPoints) throw commandNotFound("configureFailPoint");
    if (ctx.db !== "admin")
      throw new MongoCommandError(
        13,
        "Unauthorized",
        "configureFailPoint may only be run against the admin database.",
      );
    return ctx.failPoints.configure(cmd);
  },
};

/** Commands that may change data; every other command only reads. */
const changingCommands = new Set([
  "insert",
  "update",
  "delete",
  "findAndModify",
  "findandmodify",
  "create",
  "collMod",
  "drop",
  "dropDatabase",
  "renameCollection",
  "createIndexes",
  "dropIndexes",
  "deleteIndexes",
  "commitTransaction",
  "abortTransaction",
]);

/** Commands that take a txnNumber as a retryable write. */
const retryableWrites = new Set(["insert", "update", "delete", "findAndModify", "findandmodify"]);

/** Commands MongoDB runs inside a multi-document transaction (creation of collections and indexes since 4.4). */
const allowedInTransaction = new Set([
  "create",
  "createIndexes",
  "find",
  "getMore",
  "killCursors",
  "insert",
  "update",
  "delete",
  "findAndModify",
  "findandmodify",
  "aggregate",
  "distinct",
]);

const noSuchTransaction = (msg: string) => new MongoCommandError(251, "NoSuchTransaction", msg);
const transactionTooOld = (msg: string) => new MongoCommandError(225, "TransactionTooOld", msg);
const invalidOptions = (msg: string) => new MongoCommandError(72, "InvalidOptions", msg);

/**
 * operationTime and $clusterTime, which a replica set member puts on every reply (sessions gossip them): the
 * cluster time of the latest change, which a change stream may start at.
 */
function clusterTime(ctx: CommandContext): Document {
  const ts = ctx.engine.clock.now();
  return {
    operationTime: ts,
    $clusterTime: { clusterTime: ts, signature: { hash: new Binary(Buffer.alloc(20), 0), keyId: Long.ZERO } },
  };
}

const asReply = (e: unknown): Document =>
  e instanceof MongoCommandError
    ? e.toReply()
    : { ok: 0, errmsg: (e as Error).message ?? String(e), code: 1, codeName: "InternalError" };

/**
 * Runs one command and answers only after its writes are durable. A command that only reads first waits until
 * the writes already applied are durable or undone, so it never sees a change that could still be refused.
 */
export async function runCommand(cmd: Document, ctx: CommandContext): Promise<Document> {
  const name = Object.keys(cmd)[0] ?? "";
  const failure = ctx.failPoints?.failure(name, ctx.appName);
  if (failure) {
    if (failure.blockMs) await new Promise((r) => setTimeout(r, failure.blockMs));
    if (failure.close) {
      ctx.connection?.close();
      return { ok: 0, errmsg: "connection closed by the failCommand fail point", code: 6 };
    }
    if (failure.reply)
      return {
        ...withErrorLabels(name, cmd, failure.reply, ctx, failure.afterCheckout === true),
        ...clusterTime(ctx),
      };
    const reply = await runCommand(cmd, { ...ctx, failPoints: null });
    return failure.writeConcernError && reply.ok === 1
      ? withErrorLabels(
          name,
          cmd,
          {
            ...reply,
            writeConcernError: failure.writeConcernError,
            ...(failure.errorLabels ? { errorLabels: failure.errorLabels } : {}),
          },
          ctx,
        )
      : reply;
  }
  const writes = changingCommands.has(name);
  if (!writes) await ctx.engine.settled();
  ctx.sessions.expire();
  const key = sessionKey(cmd.lsid);
  let reply: Document;
  if (cmd.autocommit !== undefined || name === "commitTransaction" || name === "abortTransaction")
    reply = await inTransaction(name, cmd, ctx, key);
  else if (cmd.txnNumber !== undefined && key && retryableWrites.has(name))
    reply = await retryable(name, cmd, ctx, key);
  else {
    reply = run(name, cmd, ctx);
    if (writes)
      try {
        await ctx.engine.commit();
      } catch (e) {
        // The batch was undone in memory: nothing of this command (nor of the commands sharing its fsync) stays.
        reply = asReply(e);
      }
  }
  if (reply instanceof Promise) reply = await reply;
  // One data-bearing member cannot acknowledge more than one: MongoDB answers such a write (once applied) with
  // a write concern error.
  const w = (cmd.writeConcern as Document | undefined)?.w;
  if (reply.ok === 1 && writes && typeof w !== "string" && w !== undefined && Number(w?.valueOf?.() ?? w) > 1)
    reply = {
      ...reply,
      writeConcernError: {
        code: 100,
        codeName: "UnsatisfiableWriteConcern",
        errmsg: "Not enough data-bearing nodes",
        errInfo: { writeConcern: { w, wtimeout: 0, provenance: "clientSupplied" } },
      },
    };
  return { ...withErrorLabels(name, cmd, reply, ctx), ...clusterTime(ctx) };
}

/** Runs the handler; an error becomes the error reply (a failed command may still have applied writes). */
function run(name: string, cmd: Document, ctx: CommandContext): Document | Promise<Document> {
  try {
    const handler = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!handler) throw commandNotFound(name);
    checkShape(name, cmd);
    const reply = handler(cmd, ctx);
    return reply instanceof Promise ? reply.catch(asReply) : reply;
  } catch (e) {
    return asReply(e);
  }
}

/** A retryable write: applied once per (session, txnNumber), journalled as one record with its reply. */
async function retryable(name: string, cmd: Document, ctx: CommandContext, key: string): Promise<Document> {
  const session = ctx.sessions.get(key);
  const t = toBigInt(cmd.txnNumber);
  if (t < session.txnNumber)
    return transactionTooOld(
      `Retryable write with txnNumber ${t} is prohibited on session ${key} because a newer retryable write with txnNumber ${session.txnNumber} has already started on this session.`,
    ).toReply();
  if (t === session.txnNumber && session.reply) return session.reply;
  if (t === session.txnNumber && session.state !== "none")
    return invalidOptions(`txnNumber ${t} was already used by a transaction on session ${key}`).toReply();
  ctx.sessions.abort(session);
  let reply: Document = {};
  try {
    reply = ctx.engine.grouped(
      () => {
        const r = run(name, cmd, ctx);
        if (r instanceof Promise) throw new Error(`${name} answered asynchronously`);
        reply = r;
        return r;
      },
      () => ({ s: key, t: Long.fromBigInt(t), r: reply }),
    );
  } catch (e) {
    return asReply(e);
  }
  try {
    await ctx.engine.commit();
  } catch (e) {
    return asReply(e);
  }
  session.txnNumber = t;
  session.state = "none";
  session.reply = reply;
  return reply;
}

async function inTransaction(
  name: string,
  cmd: Document,
  ctx: CommandContext,
  key: string | null,
): Promise<Document> {
  try {
    return await transactionStep(name, cmd, ctx, key);
  } catch (e) {
    return asReply(e);
  }
}

async function transactionStep(
  name: string,
  cmd: Document,
  ctx: CommandContext,
  key: string | null,
): Promise<Document> {
  if (!key) throw invalidOptions("Transaction numbers require a session ID (lsid) to be specified");
  if (cmd.txnNumber === undefined)
    throw invalidOptions("'autocommit' field requires a transaction number to also be specified");
  const isEnd = name === "commitTransaction" || name === "abortTransaction";
  if (!isEnd && cmd.autocommit !== false)
    throw invalidOptions("'autocommit' field can only be specified as false");
  const session = ctx.sessions.get(key);
  const t = toBigInt(cmd.txnNumber);
  if (t < session.txnNumber)
    throw transactionTooOld(
      `Cannot start transaction ${t} on session ${key} because a newer transaction ${session.txnNumber} has already started`,
    );
  const noSuch = () =>
    noSuchTransaction(
      `Given transaction number ${t} does not match any in-progress transactions. The active transaction number is ${session.txnNumber}`,
    );
  if (isEnd) {
    if (ctx.db !== "admin")
      throw new MongoCommandError(13, "Unauthorized", `${name} may only be run against the admin database.`);
    if (t > session.txnNumber || session.state === "none") throw noSuch();
    if (name === "abortTransaction") {
      if (session.state === "committed")
        throw new MongoCommandError(256, "TransactionCommitted", `Transaction ${t} has been committed.`);
      if (session.state === "aborted") throw noSuchTransaction(`Transaction ${t} has been aborted.`);
      ctx.sessions.abort(session);
      return { ok: 1 };
    }
    if (session.state === "committed") return { ok: 1 };
    if (session.state === "aborted") throw noSuchTransaction(`Transaction ${t} has been aborted.`);
    const txn = session.txn as Transaction;
    try {
      txn.commit(() => (txn.hasWrites ? { s: key, t: Long.fromBigInt(t), r: { committed: true } } : {}));
    } catch (e) {
      ctx.sessions.abort(session);
      throw e;
    }
    session.txn = null;
    session.state = "committed";
    try {
      await ctx.engine.commit();
    } catch (e) {
      // Undone in memory with the rest of its batch: the transaction did not happen.
      session.state = "aborted";
      throw e;
    }
    return { ok: 1 };
  }
  if (cmd.startTransaction !== undefined) {
    if (cmd.startTransaction !== true) throw invalidOptions("startTransaction must be true");
    if (t === session.txnNumber && session.state !== "none")
      throw new MongoCommandError(
        117,
        "ConflictingOperationInProgress",
        `Cannot start transaction ${t} on session ${key} because a transaction with the same number is ${session.state === "inProgress" ? "in progress" : session.state}`,
      );
    const level = (cmd.readConcern as Document | undefined)?.level;
    if (level !== undefined && !["local", "majority", "snapshot"].includes(String(level)))
      throw invalidOptions(
        "The readConcern level must be either 'local' (default), 'majority' or 'snapshot' in order to run in a transaction",
      );
    ctx.sessions.startTransaction(session, t, cmd.lsid as Document, cmd.txnNumber as Document);
  } else {
    if (t > session.txnNumber || session.state === "none") throw noSuch();
    if (session.state === "aborted") throw noSuchTransaction(`Transaction ${t} has been aborted.`);
    if (session.state === "committed")
      throw new MongoCommandError(256, "TransactionCommitted", `Transaction ${t} has been committed.`);
    if (cmd.readConcern !== undefined)
      throw invalidOptions("Only the first command in a transaction may specify a readConcern");
  }
  if (cmd.writeConcern !== undefined)
    throw invalidOptions("Cannot set write concern after starting a transaction.");
  const txn = session.txn as Transaction;
  const fail = (e: MongoCommandError) => {
    ctx.sessions.abort(session);
    return e.toReply();
  };
  if (!allowedInTransaction.has(name))
    return fail(
      new MongoCommandError(
        263,
        "OperationNotSupportedInTransaction",
        `Cannot run '${name}' in a multi-document transaction.`,
      ),
    );
  if (txn.conflicted) return fail(writeConflict());
  let reply = run(name, cmd, { ...ctx, data: txn });
  if (reply instanceof Promise) reply = await reply;
  // Any failed statement, a write error included, ends the transaction (as on MongoDB).
  if (reply.ok === 0 || (Array.isArray(reply.writeErrors) && reply.writeErrors.length))
    ctx.sessions.abort(session);
  if (txn.conflicted && reply.ok !== 0) return fail(writeConflict());
  return reply;
}
