import { createSseParser, type SseEvent } from "./sse-parser";

/**
 * `connecting` before the first answer; `live` while the stream is open; `reconnecting` after a drop, until it is
 * open again; `stopped` when the server refused it (no session, no access) or it was closed.
 */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "stopped";

export interface LiveStreamOptions {
  url: string;
  /** Read before each connection: the bearer session and language as they are then. */
  headers: () => Record<string, string>;
  onEvent: (event: SseEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** A refusal (401, 403, 404): the stream stops; the caller decides what it means. */
  onRefused?: (status: number) => void;
  fetch?: typeof fetch;
  /** The first pause before reconnecting, doubled after each failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** 0–1; spreads the desks' reconnections after an instance stops, so they do not all arrive at once. */
  random?: () => number;
  /**
   * The browser's word on its network (`window` by default): its `offline` ends the open connection at once (a
   * dropped network often leaves the socket hanging with no error for minutes, and the desk would look live while
   * deaf), its `online` reconnects without waiting out the pause.
   */
  network?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /**
   * How long an open stream may stay silent before it counts as dead and is reconnected: the server sends a
   * heartbeat every 15 s, so 45 s without a byte means a connection that died without telling (a proxy or a
   * network in between), which the browser's own events do not always see.
   */
  silenceMs?: number;
}

const refusals = new Set([401, 403, 404]);

/**
 * A Server-Sent Events stream read with `fetch`, so it carries the `Authorization` header (an EventSource cannot).
 * It reconnects after a drop with exponential backoff and jitter (the delay returns to the first one once a
 * connection has delivered `ready` or an event), resuming with `Last-Event-ID` from the last event that had an id.
 */
export function openLiveStream(options: LiveStreamOptions): { close(): void } {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const initial = options.initialDelayMs ?? 500;
  const max = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  const silenceMs = options.silenceMs ?? 45_000;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | undefined;
  let closed = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let status: LiveStatus | undefined;
  /** A reconnection is waiting for its pause to end (no connection is open or being opened). */
  let waiting = false;
  const network = options.network ?? (typeof window === "undefined" ? undefined : window);

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus(next);
  };

  const connect = async () => {
    waiting = false;
    controller = new AbortController();
    const headers: Record<string, string> = { ...options.headers(), Accept: "text/event-stream" };
    if (lastEventId) headers["Last-Event-ID"] = lastEventId;
    try {
      const res = await doFetch(options.url, { headers, signal: controller.signal, cache: "no-store" });
      if (refusals.has(res.status)) {
        closed = true;
        setStatus("stopped");
        options.onRefused?.(res.status);
        return;
      }
      if (!res.ok || !res.body) throw new Error(`live stream answered ${res.status}`);
      const parser = createSseParser((event) => {
        if (event.id !== undefined) lastEventId = event.id;
        failures = 0;
        setStatus("live");
        options.onEvent(event);
      });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      const open = controller;
      const listen = () => {
        clearTimeout(silence);
        silence = setTimeout(() => open.abort(), silenceMs);
      };
      listen();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        listen();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network failure, an abort, a 5xx: reconnect below unless closed.
    }
    clearTimeout(silence);
    if (closed) return;
    setStatus("reconnecting");
    const delay = Math.min(max, initial * 2 ** failures) * (0.5 + random() / 2);
    failures++;
    waiting = true;
    timer = setTimeout(() => void connect(), delay);
  };

  const wentOffline = () => controller?.abort();
  const cameOnline = () => {
    if (closed || !waiting) return;
    clearTimeout(timer);
    failures = 0;
    void connect();
  };
  network?.addEventListener("offline", wentOffline);
  network?.addEventListener("online", cameOnline);

  setStatus("connecting");
  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      clearTimeout(silence);
      controller?.abort();
      network?.removeEventListener("offline", wentOffline);
      network?.removeEventListener("online", cameOnline);
      setStatus("stopped");
    },
  };
}
