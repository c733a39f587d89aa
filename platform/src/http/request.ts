import type { AxiosInstance, AxiosRequestConfig } from "axios";

/** Every success body of the API is `{ result: ... }`. */
interface Envelope<T> {
  result: T;
}

type Params = Record<string, string | number | boolean | undefined>;

/** GET and DELETE carry their input as query parameters; the other methods as a body (spec §7). */
export async function apiGet<T>(
  api: AxiosInstance,
  url: string,
  params?: Params,
  config?: AxiosRequestConfig,
) {
  const res = await api.get<Envelope<T>>(url, { ...config, params });
  return res.data.result;
}

export async function apiDelete<T>(
  api: AxiosInstance,
  url: string,
  params?: Params,
  config?: AxiosRequestConfig,
) {
  const res = await api.delete<Envelope<T>>(url, { ...config, params });
  return res.data.result;
}

export async function apiPost<T>(
  api: AxiosInstance,
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
) {
  const res = await api.post<Envelope<T>>(url, body, config);
  return res.data.result;
}

export async function apiPut<T>(
  api: AxiosInstance,
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
) {
  const res = await api.put<Envelope<T>>(url, body, config);
  return res.data.result;
}

export async function apiPatch<T>(
  api: AxiosInstance,
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
) {
  const res = await api.patch<Envelope<T>>(url, body, config);
  return res.data.result;
}
