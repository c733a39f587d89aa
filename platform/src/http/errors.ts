import type { AxiosError } from "axios";

/**
 * Whether `error` is an error of an axios call, as axios's own `isAxiosError` decides (an object whose
 * `isAxiosError` is true), checked here so that reading a failure brings no HTTP library into a remote's bundle:
 * the shell makes the one client (`platform.api`), a remote only reads what it threw.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorInfo {
  /** HTTP status, or undefined when no answer arrived (network down, CORS). */
  status: number | undefined;
  /** The server's message (already in the request's language), or "" when there is none to show. */
  message: string;
  code: string | undefined;
  issues: ApiIssue[];
  /** Seconds until a throttled (429) call may be tried again, from `Retry-After`; undefined when not given. */
  retryAfterSeconds: number | undefined;
  /** Figures the message names (e.g. `count`), from the body's `details`. */
  details: Record<string, number>;
}

function toDetails(value: unknown): Record<string, number> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
  );
}

function toIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    const joined = Array.isArray(path) ? path.join(".") : String(path ?? "");
    return typeof message === "string" ? [{ path: joined, message }] : [];
  });
}

/** `Retry-After` is either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function retryAfterHeader(error: unknown): unknown {
  if (!isAxiosError(error)) return undefined;
  // Axios stores response headers lower-cased; an adapter's plain object may keep the server's spelling.
  const headers = error.response?.headers as Record<string, unknown> | undefined;
  return headers?.["retry-after"] ?? headers?.["Retry-After"];
}

/** Reads `{ message, code, issues }` from a failed call; anything else yields empty fields. */
export function getApiError(error: unknown): ApiErrorInfo {
  if (!isAxiosError(error)) {
    return {
      status: undefined,
      message: "",
      code: undefined,
      issues: [],
      retryAfterSeconds: undefined,
      details: {},
    };
  }
  const data = (error.response?.data ?? {}) as {
    message?: unknown;
    code?: unknown;
    issues?: unknown;
    details?: unknown;
  };
  return {
    status: error.response?.status,
    message: typeof data.message === "string" ? data.message : "",
    code: typeof data.code === "string" ? data.code : undefined,
    issues: toIssues(data.issues),
    retryAfterSeconds: parseRetryAfter(retryAfterHeader(error)),
    details: toDetails(data.details),
  };
}

/** True when the call never got an answer (offline, server down, blocked): not the user's input at fault. */
export const isUnreachable = (error: unknown): boolean => isAxiosError(error) && !error.response;

/** The server's message, or the caller's (translated) fallback when the answer carries none. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return getApiError(error).message || fallback;
}

export const isStatus = (error: unknown, status: number): boolean => getApiError(error).status === status;
