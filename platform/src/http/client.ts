import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import type { SessionStore } from "../core/contract";

/**
 * Request markers. They are read by the client and removed before the request leaves the browser, so the API's
 * CORS allow-list never has to know about them.
 */
export const NO_AUTH_REDIRECT = "No-Auth-Redirect";
/** For screens that show a 403 themselves (the profile save dialog) instead of the shared forbidden handler. */
export const NO_FORBIDDEN_HANDLER = "No-Forbidden-Handler";

export const XSRF_COOKIE_NAME = "XSRF-TOKEN";
export const XSRF_HEADER_NAME = "X-XSRF-TOKEN";

export interface ApiClientOptions {
  baseURL: string;
  session: Pick<SessionStore, "get" | "clear">;
  /** Current UI language, read on every request so a language switch applies at once. */
  getLanguage: () => string;
  /** Called after the session was cleared because the server rejected the stored token. */
  onUnauthorized: () => void;
  onForbidden: (message: string) => void;
}

interface Markers {
  noAuthRedirect: boolean;
  noForbiddenHandler: boolean;
}

const markers = new WeakMap<InternalAxiosRequestConfig, Markers>();

function takeMarker(config: InternalAxiosRequestConfig, name: string): boolean {
  const present = config.headers.has(name);
  config.headers.delete(name);
  return present;
}

function forbiddenMessage(error: AxiosError): string {
  const data = error.response?.data as { message?: unknown } | undefined;
  return typeof data?.message === "string" ? data.message : "";
}

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const api = axios.create({
    baseURL: options.baseURL,
    withCredentials: true,
    timeout: 0,
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
    headers: { Accept: "application/json" },
  });

  api.interceptors.request.use((config) => {
    markers.set(config, {
      noAuthRedirect: takeMarker(config, NO_AUTH_REDIRECT),
      noForbiddenHandler: takeMarker(config, NO_FORBIDDEN_HANDLER),
    });
    config.headers.set("Accept-Language", options.getLanguage());
    const token = options.session.get("signToken");
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });

  api.interceptors.response.use(undefined, (error: AxiosError) => {
    const status = error.response?.status;
    const marked = error.config ? markers.get(error.config) : undefined;
    if (status === 401 && !marked?.noAuthRedirect && options.session.get("signToken")) {
      options.session.clear();
      options.onUnauthorized();
    } else if (status === 403 && !marked?.noForbiddenHandler) {
      options.onForbidden(forbiddenMessage(error));
    }
    return Promise.reject(error);
  });

  return api;
}
