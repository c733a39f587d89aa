import type { ErrorCode } from "contracts/errors/codes";
import { getApiError } from "platform/http/errors";

/** The field a form shows an error code under, when the code is about one field (a taken email, a duplicated name). */
export type CodeFields<V> = Partial<Record<ErrorCode, (keyof V & string) | `${keyof V & string}.${string}`>>;

/**
 * The messages a failed call puts under a form's fields, by field path: each issue of the answer (the first per field)
 * on the field `fieldOf` shows it on, and the answer's code on the field `fieldOfCode` names for it, worded by
 * `message`. Empty when the failure is about no field.
 */
export function apiErrorFields<V>(
  error: unknown,
  fieldOfCode: CodeFields<V>,
  fieldOf: (issuePath: string) => string,
  message: (code: ErrorCode) => string,
): Record<string, string> {
  const info = getApiError(error);
  const byPath: Record<string, string> = {};
  for (const issue of info.issues) {
    const field = fieldOf(issue.path);
    if (field && !(field in byPath)) byPath[field] = issue.message;
  }
  const code = info.code as ErrorCode | undefined;
  const field = code ? fieldOfCode[code] : undefined;
  if (code && field && !(field in byPath)) byPath[field] = message(code);
  return byPath;
}
