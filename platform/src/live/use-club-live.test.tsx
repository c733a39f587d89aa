import { TextDecoder, TextEncoder } from "node:util";
import { QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import type { PlatformContract } from "../core/contract";
import { createMemorySession } from "../http/memory-session";
import { PlatformContext } from "../remote/platform-context";
import { liveKeys } from "./live-keys";
import { useClubLive } from "./use-club-live";

Object.assign(globalThis, { TextDecoder, TextEncoder });

/** A fetch whose one answer is a stream the test writes to, read the way the live stream reads a body. */
function streamingFetch() {
  const chunks: string[] = [];
  let wake: (() => void) | undefined;
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string> });
    return {
      status: 200,
      ok: true,
      body: {
        getReader: () => ({
          read: async () => {
            while (chunks.length === 0) await new Promise<void>((resolve) => (wake = resolve));
            return { done: false, value: new TextEncoder().encode(chunks.shift()) };
          },
        }),
      },
    };
  });
  return {
    fetch,
    sent,
    write: (text: string) => {
      chunks.push(text);
      wake?.();
    },
  };
}

test("opens the club's stream with the session, invalidates the bookings and figures on a change, marks the row", async () => {
  const server = streamingFetch();
  Object.assign(globalThis, { fetch: server.fetch });
  const queries = new QueryClient();
  const invalidated: unknown[] = [];
  jest.spyOn(queries, "invalidateQueries").mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const session = createMemorySession({ signToken: "desk-token" });
  const platform = { config: { apiBaseUrl: "https://api.example", environment: "test" }, session, queries };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={platform as unknown as PlatformContract}>
      {children}
    </PlatformContext.Provider>
  );
  const { result, unmount } = renderHook(() => useClubLive("c1"), { wrapper });
  await waitFor(() => expect(server.sent).toHaveLength(1));
  expect(server.sent[0]?.url).toBe("https://api.example/api/v1.0/clubs/c1/live");
  expect(server.sent[0]?.headers.Authorization).toBe("Bearer desk-token");
  act(() => server.write("event: ready\nid: 01\ndata: {}\n\n"));
  await waitFor(() => expect(result.current.status).toBe("live"));
  const event = { kind: "reservation", id: "r1", date: "2027-07-20", teeTime: "07:10", at: "x" };
  act(() => server.write(`event: reservation\nid: 02\ndata: ${JSON.stringify(event)}\n\n`));
  await waitFor(() => expect(result.current.changed.has("r1")).toBe(true));
  await waitFor(() => expect(invalidated).toEqual([liveKeys.bookings("c1"), liveKeys.figures("c1")]));
  // A waitlist change reads the bookings (the desk's waitlist is read under their key) again, marking no row.
  invalidated.length = 0;
  const waitlist = { kind: "waitlist", id: "w1", date: "2027-07-20", at: "x" };
  act(() => server.write(`event: waitlist\nid: 03\ndata: ${JSON.stringify(waitlist)}\n\n`));
  await waitFor(() => expect(invalidated).toEqual([liveKeys.bookings("c1"), liveKeys.figures("c1")]));
  expect(result.current.changed.has("w1")).toBe(false);
  unmount();
});
