import { AxiosError } from "axios";
import { failedCall } from "test-kit/fake-api";
import { createQueryClient, isWorthRetrying } from "./query-client";

const answered = (status: number) => failedCall(status);

test("tries again only what may pass on its own: no answer, a timeout, throttling, a server failure", () => {
  expect(isWorthRetrying(new AxiosError("Network Error", AxiosError.ERR_NETWORK))).toBe(true);
  expect([408, 429, 500, 503].map((status) => isWorthRetrying(answered(status)))).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect([400, 401, 403, 404, 409, 422].map((status) => isWorthRetrying(answered(status)))).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
});

test("logs a failed read once, after its retry, with its key", async () => {
  const log = jest.fn();
  const queries = createQueryClient(log, { retries: 1 });
  queries.setDefaultOptions({ queries: { ...queries.getDefaultOptions().queries, retryDelay: 0 } });
  const fetch = jest.fn().mockRejectedValue(answered(503));
  await expect(
    queries.fetchQuery({ queryKey: ["club", "c1", "customers"], queryFn: fetch }),
  ).rejects.toThrow();
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toBe('Request failed: ["club","c1","customers"]');
});

test("a refusal is not retried", async () => {
  const queries = createQueryClient(() => {}, { retries: 1 });
  const fetch = jest.fn().mockRejectedValue(answered(403));
  await expect(queries.fetchQuery({ queryKey: ["x"], queryFn: fetch })).rejects.toThrow();
  expect(fetch).toHaveBeenCalledTimes(1);
});
