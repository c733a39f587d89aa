import type { Hook } from "@hono/zod-openapi";
import type { ErrorCode } from "contracts/errors/codes";
import type { MessageLanguage } from "contracts/errors/messages";
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { ApiError, type FieldIssue } from "../lib/api-error";
import { message, pickLanguage, translateIssue } from "../lib/language";
import type { Logger } from "../lib/logger";

/** One issue per field, the first found: a form shows one message under each field. */
export function toFieldIssues(issues: z.core.$ZodIssue[]): FieldIssue[] {
  const all = issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: [...path, key].join("."), code: "unknown_field" }));
    }
    return [{ path: path.join("."), code: issue.message }];
  });
  return all.filter((issue, index) => all.findIndex((other) => other.path === issue.path) === index);
}

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its schemas
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw new ApiError(422, "validation_failed", toFieldIssues(result.error.issues));
};

const languageOf = (c: Context): MessageLanguage =>
  c.get("language") ?? pickLanguage(c.req.header("accept-language"));

const httpCodes: Partial<Record<number, ErrorCode>> = {
  400: "malformed_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "throttled",
};

export const errorBody = (
  c: Context,
  code: ErrorCode,
  issues?: FieldIssue[],
  details?: Record<string, number>,
  qualifier?: (language: MessageLanguage) => string,
) => {
  const language = languageOf(c);
  const text = message(code, language, details);
  return {
    message: qualifier ? `${text} (${qualifier(language)})` : text,
    code,
    ...(details ? { details } : {}),
    ...(issues
      ? { issues: issues.map((i) => ({ path: i.path, message: translateIssue(i.code, language) })) }
      : {}),
  };
};

/** Known failures keep their status; anything else is logged with the request id and told apart from nothing. */
export const errorHandler =
  (logger: Logger): ErrorHandler =>
  (error, c) => {
    if (error instanceof ApiError) {
      const body = errorBody(c, error.code, error.issues, error.details, error.qualifier);
      return c.json({ ...body, ...error.extra }, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      const code = httpCodes[error.status];
      if (code) return c.json(errorBody(c, code), error.status);
    }
    logger.error(
      { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, err: error },
      `${c.req.method} ${c.req.path} failed: ${error.message}`,
    );
    return c.json(errorBody(c, "internal_error"), 500);
  };
