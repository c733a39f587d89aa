import type { ErrorCode, IssueCode } from "contracts/errors/codes";
import type { MessageLanguage } from "contracts/errors/messages";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface FieldIssue {
  path: string;
  code: IssueCode | string;
}

/** A failure the client should see: status, stable code, and (for 422) field issues. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
    /** Figures the message names (`{{count}}`), also sent as the body's `details` for clients to word their own. */
    readonly details?: Record<string, number>,
    /** Words added to the message in parentheses, in the request's language (what the refusal is about). */
    readonly qualifier?: (language: MessageLanguage) => string,
    /** More of the answer's body, beside the message (a 409's `reservation`: the thing as it is now). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const unauthorized = () => new ApiError(401, "unauthorized");
export const forbidden = () => new ApiError(403, "forbidden");
export const notFound = () => new ApiError(404, "not_found");
export const invalidField = (path: string, code: IssueCode) =>
  new ApiError(422, "validation_failed", [{ path, code }]);
