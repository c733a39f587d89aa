import { failedCall } from "test-kit/fake-api";
import "test-kit/polyfills";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { combineLoads } from "./combine-loads";

function setUp() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>{children}</QueryClientProvider>
  );
  return { wrapper };
}

/** A fetcher answered by hand: each call waits for the test to settle it. */
function controlled<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetch = jest.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })));
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error("not called");
    return call;
  };
  return { fetch, last };
}

describe("combineLoads", () => {
  it("is loading while any query is pending and ready with every part once all answered", async () => {
    const names = controlled<string[]>();
    const count = controlled<number>();
    const { result } = renderHook(
      () =>
        combineLoads({
          names: useQuery({ queryKey: ["names"], queryFn: names.fetch }),
          count: useQuery({ queryKey: ["count"], queryFn: count.fetch }),
          none: null,
        }),
      setUp(),
    );
    await waitFor(() => expect(count.fetch).toHaveBeenCalled());
    act(() => names.last().resolve(["Ann"]));
    await waitFor(() => expect(names.fetch).toHaveBeenCalledTimes(1));
    expect(result.current.status).toBe("loading");
    act(() => count.last().resolve(2));
    await waitFor(() =>
      expect(result.current).toEqual({ status: "ready", data: { names: ["Ann"], count: 2 } }),
    );
  });

  it("fails with the first failure, and Retry asks again only for the failed queries", async () => {
    const names = controlled<string[]>();
    const count = controlled<number>();
    const total = controlled<number>();
    const { result } = renderHook(
      () =>
        combineLoads({
          names: useQuery({ queryKey: ["names"], queryFn: names.fetch }),
          count: useQuery({ queryKey: ["count"], queryFn: count.fetch }),
          total: useQuery({ queryKey: ["total"], queryFn: total.fetch }),
        }),
      setUp(),
    );
    await waitFor(() => expect(total.fetch).toHaveBeenCalled());
    const first = failedCall(500);
    act(() => {
      names.last().resolve(["Ann"]);
      count.last().reject(first);
      total.last().reject(failedCall(503));
    });
    await waitFor(() => expect(result.current.status).toBe("failed"));
    const state = result.current;
    if (state.status !== "failed") throw new Error("expected a failure");
    expect(state.error).toBe(first);
    act(() => state.retry());
    await waitFor(() => expect(count.fetch).toHaveBeenCalledTimes(2));
    expect(total.fetch).toHaveBeenCalledTimes(2);
    expect(names.fetch).toHaveBeenCalledTimes(1);
  });

  it("is missing when any query answered 404", async () => {
    const { result } = renderHook(
      () =>
        combineLoads({
          names: useQuery({ queryKey: ["names"], queryFn: () => Promise.reject(failedCall(404)) }),
          count: useQuery({ queryKey: ["count"], queryFn: () => Promise.reject(failedCall(500)) }),
        }),
      setUp(),
    );
    await waitFor(() => expect(result.current).toEqual({ status: "missing" }));
  });
});
