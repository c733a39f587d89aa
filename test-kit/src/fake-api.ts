import { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from "axios";
import { allEndpoints } from "contracts/endpoints/all";
import { endpointOf } from "contracts/endpoints/endpoint";

export interface Reply {
  /** 0: no answer at all (offline, server down). */
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** The declared endpoint of a request, or a failure naming it: a fake answers only calls the API really has. */
export function declaredEndpointOf(method: string, url: string) {
  const declared = endpointOf(allEndpoints, method, url);
  if (!declared) {
    throw new Error(
      `${method.toUpperCase()} ${url} is no endpoint the contracts declare (contracts/endpoints)`,
    );
  }
  return declared;
}

/**
 * An axios transport whose answers the test decides, for the real API client of a screen or of the shell. Every
 * request must call a declared endpoint; a reply of status 0 is a network failure, 400 and up an HTTP error.
 */
export function fakeAdapter(
  answer: (config: InternalAxiosRequestConfig) => Reply,
  onRequest: (config: InternalAxiosRequestConfig) => void = () => {},
): AxiosAdapter {
  return async (config) => {
    declaredEndpointOf(config.method ?? "get", config.url ?? "");
    onRequest(config);
    const reply = answer(config);
    if (reply.status === 0) throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    const response = {
      status: reply.status,
      data: reply.data,
      statusText: "",
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 400) throw new AxiosError("failed", String(reply.status), config, {}, response);
    return response;
  };
}

/** A call the API answered with `status` (and `data`), as axios rejects it. */
export function failedCall(
  status: number,
  data: unknown = {},
  config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig,
) {
  return new AxiosError(
    "failed",
    String(status),
    config,
    {},
    { status, statusText: "", data, headers: {}, config },
  );
}
