import { AsyncLocalStorage } from "node:async_hooks";
import type { ClientSession, MongoClient } from "mongodb";

/**
 * Multi-document changes in one MongoDB transaction, without threading a session through every call: the session
 * of the transaction in progress travels with the async context, and the repositories' writes and reads that
 * belong to a transaction pass `tx()` as their options, which adds it.
 *
 * Inside `atomically(work)`, everything `work` writes through such calls commits together or not at all: a process
 * that dies half way (a deploy's hard stop, an out-of-memory kill, a failover) leaves no half-made change behind.
 * The driver's `withTransaction` retries `work` from the start on a transient error (a write conflict with another
 * transaction, a failover), so `work` must only read and write the database: no mail, no answers, no other effect
 * that a second run would repeat.
 */
const current = new AsyncLocalStorage<ClientSession>();

/** The options of a repository call, with the session of the transaction in progress when there is one. */
export function tx<T extends object>(options?: T): T & { session?: ClientSession } {
  const session = current.getStore();
  return (session ? { ...options, session } : { ...options }) as T & { session?: ClientSession };
}

/** Whether the caller runs inside `atomically` (a step that must not run in a transaction can refuse). */
export const inTransaction = () => current.getStore() !== undefined;

/** Runs `work` in one transaction (joining the caller's if there is one already) and answers what it answers. */
export async function atomically<T>(client: MongoClient, work: () => Promise<T>): Promise<T> {
  if (current.getStore()) return work();
  const session = client.startSession();
  try {
    return await session.withTransaction(() => current.run(session, work), {
      readConcern: { level: "snapshot" },
      writeConcern: { w: "majority" },
    });
  } finally {
    await session.endSession();
  }
}

/**
 * A named point between two steps of a multi-step change, where a test can make the process die at once
 * (`API_CRASH_AT=<name>`, read here and nowhere else): the proof that the steps commit together. Without the
 * variable, nothing happens.
 */
export function crashPoint(name: string): void {
  if (process.env.NODE_ENV !== "production" && process.env.API_CRASH_AT === name)
    process.kill(process.pid, "SIGKILL");
}
