import type { Document } from "bson";
import { commandNotFound, illegalOperation, MongoCommandError } from "../errors";
import { adminCommands } from "./admin";
import { catalogCommands } from "./catalog";
import type { CommandContext, Handler } from "./context";
import { explainCommands } from "./explain";
import { findAndModifyCommands } from "./find-and-modify";
import { indexCommands } from "./indexes";
import { readCommands } from "./read";
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

/** Runs one command and answers only after its writes are durable. */
export async function runCommand(cmd: Document, ctx: CommandContext): Promise<Document> {
  const name = Object.keys(cmd)[0] ?? "";
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
    const reply = await handler(cmd, ctx);
    await ctx.engine.commit();
    return reply;
  } catch (e) {
    // A failed command may still have applied writes (an ordered batch stops midway): make them durable too.
    await ctx.engine.commit();
    if (e instanceof MongoCommandError) return e.toReply();
    return { ok: 0, errmsg: (e as Error).message ?? String(e), code: 1, codeName: "InternalError" };
  }
}
