import { createSseParser, type SseEvent } from "./sse-parser";

const parse = (...chunks: string[]) => {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
};

test("an event with a name, an id and data; comments (the heartbeat) dispatch nothing", () => {
  expect(parse(': heartbeat\n\nevent: reservation\nid: 82a1\ndata: {"id":"r1"}\n\n').events).toEqual([
    { event: "reservation", id: "82a1", data: '{"id":"r1"}' },
  ]);
});

test("pieces split anywhere, CR LF and lone CR line ends, and a CR split from its LF", () => {
  const text = "event: ready\r\nid: 1\r\ndata: {}\r\n\r\ndata: a\rdata: b\r\r";
  const whole = parse(text).events;
  expect(whole).toEqual([
    { event: "ready", id: "1", data: "{}" },
    { event: "message", data: "a\nb" },
  ]);
  for (let cut = 1; cut < text.length; cut++) {
    expect(parse(text.slice(0, cut), text.slice(cut)).events).toEqual(whole);
  }
  expect(parse(...text.split("")).events).toEqual(whole);
});

test("an unfinished event waits for its blank line; field rules follow the standard", () => {
  expect(parse("data: waiting\n").events).toEqual([]);
  expect(parse("data:no space\ndata\n\n").events).toEqual([{ event: "message", data: "no space\n" }]);
  expect(parse("id: a\0b\ndata: x\n\n").events).toEqual([{ event: "message", data: "x" }]);
  expect(parse("unknown: field\n\n").events).toEqual([]);
  expect(parse("retry: 2500\n\n").retries).toEqual([2500]);
});
