import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * The front desk's live channel is a Server-Sent Events stream through the shell's /api proxy: an event must pass
 * the moment the API writes it, not when the answer ends. The proxy and the static server are ES modules the web
 * image runs as they are, so the check runs in node itself: an upstream writes one event and holds the answer
 * open; the event must arrive through the shell's server while it is still open.
 */
const serve = join(__dirname, "serve");

const script = `
import http from "node:http";
import { once } from "node:events";
import { createApiProxy } from "${join(serve, "api-proxy.mjs")}";
import { createStaticServer } from "${join(serve, "static-server.mjs")}";

const upstream = http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache, no-transform" });
  res.write("event: ready\\ndata: {}\\n\\n");
  setTimeout(() => res.end(), 3000);
}).listen(0, "127.0.0.1");
await once(upstream, "listening");
const shell = createStaticServer({
  dir: process.cwd(),
  proxy: createApiProxy("http://127.0.0.1:" + upstream.address().port),
}).listen(0, "127.0.0.1");
await once(shell, "listening");
const started = Date.now();
const res = await fetch("http://127.0.0.1:" + shell.address().port + "/api/v1.0/clubs/x/live", {
  headers: { "accept-encoding": "gzip" },
});
const reader = res.body.getReader();
const { value } = await reader.read();
const first = Date.now() - started;
console.log(JSON.stringify({ first, text: new TextDecoder().decode(value), encoding: res.headers.get("content-encoding") }));
await reader.cancel();
upstream.closeAllConnections();
shell.closeAllConnections();
upstream.close();
shell.close();
`;

test("an event passes the shell's /api proxy at once, uncompressed, while the stream stays open", () => {
  const output = execFileSync("node", ["--input-type=module", "-e", script], { encoding: "utf8" });
  const answer = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
  expect(answer.text).toBe("event: ready\ndata: {}\n\n");
  expect(answer.encoding).toBeNull();
  // The upstream holds the answer open for 3 s: arriving well before shows nothing buffered it.
  expect(answer.first).toBeLessThan(1500);
});
