/**
 * One declaration per endpoint: its method, its path under the API's base and its operationId. The API's routes
 * spread it into their OpenAPI definition, the typed clients build their URLs from it and tests name endpoints by
 * it, so a path is written once.
 */
export type Method = "get" | "post" | "put" | "patch" | "delete";

export interface Endpoint<P extends string = string> {
  readonly method: Method;
  /** OpenAPI style, relative to the API's base: `/clubs/{clubId}/membership-tiers`. */
  readonly path: P;
  readonly operationId: string;
}

/** Where the API is mounted; every endpoint path is relative to it. */
export const apiBase = "/api/v1.0";

export function endpoint<const M extends Method, const P extends string, const O extends string>(
  method: M,
  path: P,
  operationId: O,
) {
  return { method, path, operationId } as const;
}

export type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values of an endpoint's `{name}` path segments. */
export type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string };

/**
 * The URL of one call: the base, then the path with each `{name}` filled in and encoded, so an id always stays
 * inside its own path segment.
 */
export function urlOf<P extends string>(declared: Endpoint<P>, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return `${apiBase}${declared.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${declared.operationId}: no value for {${name}}`);
    return encodeURIComponent(value);
  })}`;
}

/** The endpoint a method and a concrete URL call, when one is declared (tests and fakes use it). */
export function endpointOf(declared: readonly Endpoint[], method: string, url: string): Endpoint | undefined {
  const path = url.split("?")[0] ?? "";
  // A fixed segment wins over a parameter: `customers/export.csv` is not the customer "export.csv".
  const byFixedSegments = [...declared].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  return byFixedSegments.find(
    (candidate) => candidate.method === method.toLowerCase() && patternOf(candidate.path).test(path),
  );
}

const paramCount = (path: string) => path.split("{").length - 1;

function patternOf(path: string) {
  const escaped = `${apiBase}${path}`.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, "[^/]+")}$`);
}
