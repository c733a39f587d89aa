/** @jest-environment node */
import { type LiveStatus, openLiveStream } from "./live-stream";
import type { SseEvent } from "./sse-parser";

/** A fake server: each connection answers the next scripted response; the test writes to the open one. */
function fakeServer() {
  const requests: { headers: Record<string, string> }[] = [];
  let current: ReadableStreamDefaultController<Uint8Array> | undefined;
  const statuses: number[] = [];
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ headers: { ...(init?.headers as Record<string, string>) } });
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response("{}", { status });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        current = controller;
      },
    });
    init?.signal?.addEventListener("abort", () => current?.error(new Error("aborted")));
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    statuses,
    send: (text: string) => current?.enqueue(new TextEncoder().encode(text)),
    drop: () => current?.close(),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

test("reads events with the bearer header, reconnects after a drop and resumes from the last id", async () => {
  const server = fakeServer();
  const events: SseEvent[] = [];
  const statuses: LiveStatus[] = [];
  const stream = openLiveStream({
    url: "/api/v1.0/clubs/c1/live",
    headers: () => ({ Authorization: "Bearer token-1" }),
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    fetch: server.fetch,
    initialDelayMs: 5,
    random: () => 0,
  });
  await until(() => server.requests.length === 1);
  expect(server.requests[0]?.headers).toEqual({
    Authorization: "Bearer token-1",
    Accept: "text/event-stream",
  });
  server.send("event: ready\nid: 10\ndata: {}\n\n");
  server.send('event: reservation\nid: 11\ndata: {"id":"r1"}\n\n');
  await until(() => events.length === 2);
  expect(statuses).toEqual(["connecting", "live"]);

  server.drop();
  await until(() => server.requests.length === 2);
  expect(statuses).toEqual(["connecting", "live", "reconnecting"]);
  expect(server.requests[1]?.headers["Last-Event-ID"]).toBe("11");
  server.send("event: ready\ndata: {}\n\n");
  await until(() => statuses.at(-1) === "live");
  stream.close();
  expect(statuses.at(-1)).toBe("stopped");
});

test("backs off exponentially while the server fails, and stops for good on a refusal", async () => {
  const server = fakeServer();
  server.statuses.push(503, 503, 503, 401);
  const refused: number[] = [];
  const started = Date.now();
  const statuses: LiveStatus[] = [];
  openLiveStream({
    url: "/live",
    headers: () => ({}),
    onEvent: () => undefined,
    onStatus: (status) => statuses.push(status),
    onRefused: (status) => refused.push(status),
    fetch: server.fetch,
    initialDelayMs: 10,
    random: () => 1,
  });
  await until(() => refused.length === 1);
  // 10 + 20 + 40 ms of pauses before the fourth attempt.
  expect(Date.now() - started).toBeGreaterThanOrEqual(65);
  expect(server.requests).toHaveLength(4);
  expect(refused).toEqual([401]);
  expect(statuses).toEqual(["connecting", "reconnecting", "stopped"]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.requests).toHaveLength(4);
});

test("the browser going offline ends the open connection at once; coming online reconnects without the pause", async () => {
  const server = fakeServer();
  const network = new EventTarget();
  const statuses: LiveStatus[] = [];
  const stream = openLiveStream({
    url: "/live",
    headers: () => ({}),
    onEvent: () => undefined,
    onStatus: (status) => statuses.push(status),
    fetch: server.fetch,
    // A pause far longer than the test: only `online` can bring the second connection in time.
    initialDelayMs: 60_000,
    random: () => 1,
    network,
  });
  await until(() => server.requests.length === 1);
  server.send("event: ready\nid: 7\ndata: {}\n\n");
  await until(() => statuses.at(-1) === "live");

  // The socket itself never errors (a pulled cable): the browser's word is enough.
  network.dispatchEvent(new Event("offline"));
  await until(() => statuses.at(-1) === "reconnecting");
  expect(server.requests).toHaveLength(1);

  network.dispatchEvent(new Event("online"));
  await until(() => server.requests.length === 2);
  expect(server.requests[1]?.headers["Last-Event-ID"]).toBe("7");
  server.send("event: ready\ndata: {}\n\n");
  await until(() => statuses.at(-1) === "live");
  // Once connected, another `online` opens nothing more.
  network.dispatchEvent(new Event("online"));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(server.requests).toHaveLength(2);
  stream.close();
});

test("reconnects a stream that stays silent longer than its heartbeats allow, resuming from the last id", async () => {
  const server = fakeServer();
  const statuses: LiveStatus[] = [];
  const stream = openLiveStream({
    url: "/api/v1.0/clubs/c1/live",
    headers: () => ({}),
    onEvent: () => {},
    onStatus: (status) => statuses.push(status),
    fetch: server.fetch,
    initialDelayMs: 5,
    random: () => 0,
    silenceMs: 60,
  });
  await until(() => server.requests.length === 1);
  server.send("event: ready\nid: 7\ndata: {}\n\n");
  // Heartbeats (comments) keep it open past the silence limit …
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.send(": heartbeat\n\n");
  }
  expect(server.requests).toHaveLength(1);
  // … nothing at all for longer ends it, and it comes back resuming from the last event.
  await until(() => server.requests.length === 2);
  expect(statuses).toContain("reconnecting");
  expect(server.requests[1]?.headers["Last-Event-ID"]).toBe("7");
  stream.close();
});
