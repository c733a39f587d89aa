/**
 * A typed client for API tests. It takes a route definition (`routes/<area>/routes.ts`: the contract's declaration
 * of method, path and operationId, spread together with the route's zod schemas), so a test names the endpoint, not
 * a method and a path string; the compiler checks the path's parameters and the body against the route's schemas,
 * and the answer's `result` is typed from its success schema. `h.call` stays for tests that send what no schema
 * allows (malformed bodies, made-up paths).
 */
import type { z } from "@hono/zod-openapi";
import type { ErrorBody } from "contracts/domains/common/fields";
import {
  apiBase,
  type Endpoint,
  type ParamNames,
  type PathParams,
  urlOf,
} from "contracts/endpoints/endpoint";
import type { CallOptions, Harness } from "./harness";

type Json<S> = { content: { "application/json": { schema: S } } };

/** What the client reads of a route definition. */
export interface RouteDefinition extends Endpoint {
  request?: { params?: z.ZodType; query?: z.ZodType; body?: Json<z.ZodType> };
  responses: object;
}

type BodyOf<R> = R extends { request: { body: Json<infer S extends z.ZodType> } } ? z.input<S> : never;
type QueryOf<R> = R extends { request: { query: infer S extends z.ZodType } } ? z.input<S> : never;
type SuccessSchema<R> = R extends { responses: { 200: Json<infer S> } | { 201: Json<infer S> } } ? S : never;
type ResultOf<R> =
  SuccessSchema<R> extends z.ZodType
    ? z.output<SuccessSchema<R>> extends { result: infer T }
      ? T
      : unknown
    : unknown;

/** The parts of one request: path parameters and a body where the route has them, a query where it reads one. */
export type RequestOf<R extends RouteDefinition> = ([ParamNames<R["path"]>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<R["path"]> }) &
  ([BodyOf<R>] extends [never] ? { body?: undefined } : { body: BodyOf<R> }) &
  ([QueryOf<R>] extends [never]
    ? { query?: undefined }
    : { query?: { [K in keyof QueryOf<R>]?: string | number | boolean } });

/** An answer: `result` when it succeeded, `error` (code, message, issues) when it did not. */
export interface Answer<T> {
  status: number;
  result: T | undefined;
  error: ErrorBody | undefined;
  headers: Headers;
}

export type ApiClient = <R extends RouteDefinition>(
  route: R,
  request: RequestOf<R>,
  options?: Omit<CallOptions, "body" | "raw">,
) => Promise<Answer<ResultOf<R>>>;

/** The typed client over a harness's app. */
export function apiClient(h: Pick<Harness, "call">): ApiClient {
  return async (route, request, options = {}) => {
    const { params, body, query } = request as { params?: object; body?: unknown; query?: object };
    const search = new URLSearchParams(
      Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ).toString();
    const path = urlOf(route, (params ?? {}) as never).slice(apiBase.length) + (search ? `?${search}` : "");
    const res = await h.call(route.method.toUpperCase(), path, { ...options, body });
    const ok = res.status >= 200 && res.status < 300;
    return {
      status: res.status,
      result: ok ? res.body?.result : undefined,
      error: ok ? undefined : res.body,
      headers: res.headers,
    };
  };
}
