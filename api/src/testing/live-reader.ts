/** An SSE event as a test reads it. */
export interface ReadEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body for tests and the bench: events in arrival order, a wait for one that matches,
 * and whether the stream has ended. A minimal reader (the browser's is `platform/live`), enough for what the API
 * sends: `event:`, `id:` and one `data:` line per event, comments ignored.
 */
export class LiveReader {
  readonly events: ReadEvent[] = [];
  ended = false;
  private waiters: (() => void)[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly onEvent?: (event: ReadEvent) => void,
  ) {
    this.reader = body.getReader();
    void this.pump();
  }

  private async pump() {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Cancelled or cut: the stream has ended either way.
    }
    this.ended = true;
    this.notify();
  }

  private take(block: string) {
    const event: ReadEvent = { event: "message", data: "" };
    let any = false;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      if (field === "event") event.event = value;
      else if (field === "id") event.id = value;
      else if (field === "data") event.data = value;
      else continue;
      any = true;
    }
    if (!any) return;
    this.events.push(event);
    this.onEvent?.(event);
    this.notify();
  }

  private notify() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** The first event (from the start) that matches; fails after `timeoutMs`. */
  async next(match: (event: ReadEvent) => boolean, timeoutMs = 5_000): Promise<ReadEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without the event; got ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the stream has ended; fails after `timeoutMs`. */
  async closed(timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error("the stream is still open");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async cancel() {
    await this.reader.cancel().catch(() => undefined);
  }
}
