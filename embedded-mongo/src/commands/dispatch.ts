import type { Document } from "bson";
import { commandNotFound, illegalOperation, MongoCommandError } from "../errors";
import { adminCommands } from "./admin";
import { catalogCommands } from "./catalog";
import type { CommandContext, Handler } from "./context";
import { explainCommands } from "./explain";
import { findAndModifyCommands } from "./find-and-modify";
import { indexCommands } from "./indexes";
import { readCommands } from "./read";
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
};

const transactionCommands = new Set(["commitTransaction", "abortTransaction"]);

/** Commands that may change data; every other command only reads. */
const changingCommands = new Set([
  "insert",
  "update",
  "delete",
  "findAndModify",
  "findandmodify",
  "create",
  "drop",
  "dropDatabase",
  "renameCollection",
  "createIndexes",
  "dropIndexes",
  "deleteIndexes",
]);

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
  const writes = changingCommands.has(name);
  if (!writes) await ctx.engine.settled();
  let reply: Document;
  try {
    // Like a standalone mongod: transactions need a replica set.
    if (
      cmd.txnNumber !== undefined ||
      cmd.startTransaction ||
      cmd.autocommit === false ||
      transactionCommands.has(name)
    )
      throw illegalOperation("Transaction numbers are only allowed on a replica set member or mongos");
    const handler = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!handler) throw commandNotFound(name);
    checkShape(name, cmd);
    reply = await handler(cmd, ctx);
  } catch (e) {
    // A failed command may still have applied writes (an ordered batch stops midway): they are made durable too.
    reply = asReply(e);
  }
  if (writes)
    try {
      await ctx.engine.commit();
    } catch (e) {
      // The batch was undone in memory: nothing of this command (nor of the commands sharing its fsync) stays.
      reply = asReply(e);
    }
  return reply;
}
