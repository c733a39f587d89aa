/** One Server-Sent Event as the stream delivered it. */
export interface SseEvent {
  /** `message` when the event named none. */
  event: string;
  data: string;
  /** The event's `id:` field, when it had one. */
  id?: string;
}

/**
 * An incremental `text/event-stream` parser (the HTML standard's rules): feed it text as it arrives, in pieces of any
 * size; it calls `onEvent` for each complete event. Lines end with CR LF, LF or CR; `data:` lines join with LF; a
 * line starting with `:` is a comment (the server's heartbeat); a `retry:` is handed to `onRetry`; an `id:` holding
 * NUL is ignored, as the standard says. A block with no data and no event name dispatches nothing.
 */
export function createSseParser(onEvent: (event: SseEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = "";
  let data: string[] = [];
  let name = "";
  let id: string | undefined;
  let sawId = false;
  let pendingCR = false;

  const dispatch = () => {
    if (data.length > 0 || name) {
      onEvent({ event: name || "message", data: data.join("\n"), ...(sawId ? { id } : {}) });
    }
    data = [];
    name = "";
    id = undefined;
    sawId = false;
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") name = value;
    else if (field === "id" && !value.includes("\0")) {
      id = value;
      sawId = true;
    } else if (field === "retry" && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(chunk: string) {
      // A CR that ended the previous piece already ended its line: a LF first in this piece belongs to it.
      let text = pendingCR && chunk.startsWith("\n") ? chunk.slice(1) : chunk;
      pendingCR = false;
      text = buffer + text;
      let start = 0;
      for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char !== "\n" && char !== "\r") continue;
        line(text.slice(start, i));
        if (char === "\r") {
          if (i + 1 === text.length) pendingCR = true;
          else if (text[i + 1] === "\n") i++;
        }
        start = i + 1;
      }
      buffer = text.slice(start);
    },
  };
}
