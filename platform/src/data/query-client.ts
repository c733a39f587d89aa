import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getApiError } from "../http/errors";

/** Where a failed request is reported, once: the browser console by default, a list in tests. */
export type FailureLog = (what: string, error: unknown) => void;

export const consoleFailureLog: FailureLog = (what, error) => console.error(what, error);

/** Only failures that may pass on their own are retried: no answer, a timeout, a busy or failing server. */
export function isWorthRetrying(error: unknown): boolean {
  const { status } = getApiError(error);
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/**
 * The one cache of the platform, made with the platform contract and shared by the shell and every remote (the
 * query library is a federation singleton). One place decides retries and logs failures: a screen shows a failure,
 * it does not log it.
 */
export function createQueryClient(
  log: FailureLog = consoleFailureLog,
  { retries = 1 }: { retries?: number } = {},
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => log(`Request failed: ${JSON.stringify(query.queryKey)}`, error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        log(`Change failed: ${JSON.stringify(mutation.options.mutationKey ?? "mutation")}`, error),
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < retries && isWorthRetrying(error),
        // Screens show what the server holds now when they open; the cache spares only repeated reads in one view.
        staleTime: 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
