import type { AxiosInstance, AxiosRequestConfig } from "axios";
import {
  type Endpoint,
  type Method,
  type ParamNames,
  type PathParams,
  urlOf,
} from "contracts/endpoints/endpoint";

/** Every success body of the API is `{ result: ... }`. */
interface Envelope<T> {
  result: T;
}

/** One call's method and URL, made from its endpoint declaration (`contracts/endpoints`), never by hand. */
export interface Target {
  method: Method;
  url: string;
}

/** The target of an endpoint with its path parameters filled in; an endpoint without any takes none. */
export function to<P extends string>(
  declared: Endpoint<P>,
  ...[params]: [ParamNames<P>] extends [never] ? [] : [PathParams<P>]
): Target {
  return { method: declared.method, url: urlOf(declared, (params ?? {}) as PathParams<P>) };
}

type Query = Record<string, string | number | boolean | undefined>;

/** GET and DELETE carry their input as query parameters; the other methods as a body (spec §7). */
const inputOf = (method: Method, input: unknown) =>
  method === "get" || method === "delete" ? { params: input } : { data: input };

/** Calls the API and answers the `result` of its envelope. */
export async function apiCall<T>(
  api: AxiosInstance,
  target: Target,
  input?: Query | object,
  config?: AxiosRequestConfig,
): Promise<T> {
  const res = await api.request<Envelope<T>>({ ...config, ...target, ...inputOf(target.method, input) });
  return res.data.result;
}

/** Downloads a file (PDF, CSV, an uploaded certificate): the answer is the file itself, not an envelope. */
export async function apiFile(
  api: AxiosInstance,
  target: Target,
  query?: Query | object,
  config?: AxiosRequestConfig,
): Promise<Blob> {
  const res = await api.request<Blob>({ ...config, ...target, params: query, responseType: "blob" });
  return res.data;
}
