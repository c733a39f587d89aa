import type { UseQueryResult } from "@tanstack/react-query";
import { type LoadState, loadStateOf } from "./load-gate";

/** A query a screen waits on, or null when it does not need it (a disabled query, a create form's record). */
type Part = UseQueryResult<unknown> | null;

type DataOf<P> = P extends UseQueryResult<infer T> ? T : undefined;

/** Each part's data once ready; a part passed as null stays undefined. */
export type LoadedParts<Q extends Record<string, Part>> = { [K in keyof Q]: DataOf<Q[K]> };

/**
 * Several queries as one load state, the one way a screen waits on more than one: missing when any answered 404,
 * failed with the first failure (in the order given) and a Retry that asks again only for the failed ones, loading
 * while any is pending, ready with every part's data.
 */
export function combineLoads<Q extends Record<string, Part>>(queries: Q): LoadState<LoadedParts<Q>> {
  const parts = Object.entries(queries).filter(
    (entry): entry is [string, UseQueryResult<unknown>] => !!entry[1],
  );
  const states = parts.map(([, query]) => loadStateOf(query));
  if (states.some((state) => state.status === "missing")) return { status: "missing" };
  const first = states.find((state) => state.status === "failed");
  if (first?.status === "failed") {
    const retry = () => {
      for (const [, query] of parts) if (query.isError) void query.refetch();
    };
    return { status: "failed", error: first.error, retry };
  }
  if (states.some((state) => state.status !== "ready")) return { status: "loading" };
  const data: Record<string, unknown> = {};
  for (const [key, query] of Object.entries(queries)) data[key] = query?.data;
  return { status: "ready", data: data as LoadedParts<Q> };
}
