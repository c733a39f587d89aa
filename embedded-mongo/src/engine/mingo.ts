/**
 * The adapter to the mingo library: the options every query, update and aggregation runs with, the operators this
 * server refuses rather than answer differently from MongoDB, and mingo's errors as MongoDB's.
 */
import { MongoCommandError, notImplemented } from "../errors";
import { isPlainObject, type Variables } from "./values";

export const mingoOptions = { scriptEnabled: false, idKey: "_id" } as const;

/** mingo options carrying a command's `let` variables, or the shared options when there are none. */
export const optionsWith = (variables: Variables) =>
  variables ? { ...mingoOptions, variables } : mingoOptions;

const refusedOperators: Record<string, string> = {
  $text:
    "$text needs a text index, which this embedded server does not support; use MongoDB for full-text search",
  $near: "geo queries are not supported by this embedded server; use MongoDB",
  $nearSphere: "geo queries are not supported by this embedded server; use MongoDB",
  $geoWithin: "geo queries are not supported by this embedded server; use MongoDB",
  $geoIntersects: "geo queries are not supported by this embedded server; use MongoDB",
  $where: "$where (server-side JavaScript) is not supported by this embedded server",
  $function: "$function (server-side JavaScript) is not supported by this embedded server",
  $accumulator: "$accumulator (server-side JavaScript) is not supported by this embedded server",
};

/** Throws a NotImplemented error if the expression uses an operator this server refuses. */
export function refuseUnsupported(expr: unknown): void {
  if (Array.isArray(expr)) {
    for (const e of expr) refuseUnsupported(e);
    return;
  }
  if (!isPlainObject(expr)) return;
  for (const [k, v] of Object.entries(expr)) {
    const reason = refusedOperators[k];
    if (reason) throw notImplemented(reason);
    refuseUnsupported(v);
  }
}

/** A mingo error as MongoDB's error for the same mistake where there is one, otherwise as `fallback`. */
export function fromMingo(e: unknown, fallback: (message: string) => MongoCommandError): MongoCommandError {
  if (e instanceof MongoCommandError) return e;
  const message = (e as Error).message;
  if (message.startsWith("Use of undefined variable"))
    return new MongoCommandError(17276, "Location17276", message);
  return fallback(message);
}
