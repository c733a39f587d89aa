import type { Document, Long } from "bson";
import type { CommandContext } from "./context";

/** mongod's RetriableError category: the operation may succeed if tried again. */
const RETRIABLE = new Set([6, 7, 89, 91, 134, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);
/** NeedRetargettingError (StaleShardVersion, StaleEpoch, StaleConfig) and the snapshot errors. */
const STALE_OR_SNAPSHOT = new Set([63, 150, 13388, 239, 246]);
/** WriteConflict, LockTimeout, PreparedTransactionInProgress. */
const CONFLICTS = new Set([112, 24, 267]);
/** Errors after which a driver may resume a change stream. */
const RESUMABLE = new Set([...RETRIABLE, ...STALE_OR_SNAPSHOT, 234, 133]);
/** ChangeStreamFatalError and ChangeStreamHistoryLost: resuming cannot help. */
const NON_RESUMABLE = new Set([280, 286]);
const NO_SUCH_TRANSACTION = 251;

function onChangeStream(name: string, cmd: Document, ctx: CommandContext): boolean {
  if (name === "aggregate") return Array.isArray(cmd.pipeline) && Boolean(cmd.pipeline[0]?.$changeStream);
  if (name === "getMore") return Boolean(ctx.cursors.getLive(cmd.getMore as Long));
  return false;
}

/** mongod's isTransientTransactionError: retrying the whole transaction may succeed. */
function isTransient(code: number, hasWriteConcernError: boolean, commitOrAbort: boolean): boolean {
  if (CONFLICTS.has(code) || STALE_OR_SNAPSHOT.has(code)) return true;
  if (commitOrAbort) return code === NO_SUCH_TRANSACTION && !hasWriteConcernError;
  return RETRIABLE.has(code) || code === NO_SUCH_TRANSACTION;
}

/**
 * The error labels mongod adds to a reply by itself (its ErrorLabelBuilder): `TransientTransactionError` on a
 * transaction's command that may succeed if the whole transaction is tried again; `RetryableWriteError` on a
 * retryable write, commit or abort that failed (or met a write concern error) with a retriable code;
 * `ResumableChangeStreamError` on a change stream's aggregate or getMore that failed with a resumable error, once the
 * server knows the cursor is a change stream's (a `failCommand` fail point fails a getMore before that, so its error
 * is not labelled); `NonResumableChangeStreamError` on a fatal one. Labels a reply already names (a `failCommand`
 * fail point's `errorLabels`) are kept as they are.
 */
export function withErrorLabels(
  name: string,
  cmd: Document,
  reply: Document,
  ctx: CommandContext,
  cursorKnown = true,
): Document {
  if (reply.errorLabels !== undefined) return reply;
  const code = reply.ok === 0 && typeof reply.code === "number" ? reply.code : undefined;
  const wcCode = (reply.writeConcernError as Document | undefined)?.code as number | undefined;
  if (code === undefined && wcCode === undefined) return reply;
  const labels: string[] = [];
  const inTransaction = cmd.txnNumber !== undefined && cmd.autocommit !== undefined;
  const commitOrAbort = name === "commitTransaction" || name === "abortTransaction";
  if (code !== undefined && inTransaction && isTransient(code, wcCode !== undefined, commitOrAbort))
    labels.push("TransientTransactionError");
  const retryableWrite = cmd.txnNumber !== undefined && cmd.autocommit === undefined;
  if (
    (retryableWrite || (inTransaction && commitOrAbort)) &&
    ((code !== undefined && RETRIABLE.has(code)) || (wcCode !== undefined && RETRIABLE.has(wcCode)))
  )
    labels.push("RetryableWriteError");
  if (code !== undefined && NON_RESUMABLE.has(code)) labels.push("NonResumableChangeStreamError");
  else if (code !== undefined && cursorKnown && RESUMABLE.has(code) && onChangeStream(name, cmd, ctx))
    labels.push("ResumableChangeStreamError");
  return labels.length ? { ...reply, errorLabels: labels } : reply;
}
