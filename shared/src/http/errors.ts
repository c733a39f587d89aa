import { isAxiosError } from "axios";

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

/** Reads `{ message, code, issues }` from a failed call; anything else yields empty fields. */
export function getApiError(error: unknown): ApiErrorInfo {
  if (!isAxiosError(error)) return { status: undefined, message: "", code: undefined, issues: [] };
  const data = (error.response?.data ?? {}) as { message?: unknown; code?: unknown; issues?: unknown };
  return {
    status: error.response?.status,
    message: typeof data.message === "string" ? data.message : "",
    code: typeof data.code === "string" ? data.code : undefined,
    issues: toIssues(data.issues),
  };
}

/** The server's message, or the caller's (translated) fallback when the answer carries none. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return getApiError(error).message || fallback;
}

export const isStatus = (error: unknown, status: number): boolean => getApiError(error).status === status;
