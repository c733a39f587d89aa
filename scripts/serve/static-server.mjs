// Serves one built app the way a CDN would: serve-static for files (ETag, ranges, path safety), compression for
// gzip, and the cache, CORS and security headers below.
import { createServer } from "node:http";
import { extname } from "node:path";
import compression from "compression";
import serveStatic from "serve-static";

/** Content-hashed file names (name.0123456789.js) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

/** Sent with every file and answer of every app's server. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  // Link tokens travel in page URLs (/resetpw?token=…); no request needs to say which page it came from.
  "Referrer-Policy": "no-referrer",
};

// Remotes are fetched from the shell's origin: manifests and chunks need CORS.
const cors = { "Access-Control-Allow-Origin": "*" };

export function sendJson(res, body, status = 200) {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-cache",
  });
  res.end(JSON.stringify(body));
}

function notFound(res) {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("Not found");
}

/**
 * `routes`: exact paths answered by a function (e.g. /remotes.json); `page`: answers `/` and unknown paths without
 * an extension (the shell's index.html, so deep links work); `proxy(req, res, url)` returns true if it handled the
 * request.
 */
export function createStaticServer({ dir, routes = {}, page, proxy }) {
  const files = serveStatic(dir, {
    index: false,
    redirect: false,
    dotfiles: "ignore",
    setHeaders(res, path) {
      res.setHeader("Cache-Control", HASHED.test(path) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  // A range of a compressed body would not be the range asked for.
  const compress = compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) });

  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // The API's answers keep the API's own headers.
    if (proxy?.(req, res, url)) return;
    for (const [name, value] of Object.entries({ ...securityHeaders, ...cors })) res.setHeader(name, value);
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Access-Control-Allow-Headers": "*" });
      return res.end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" });
      return res.end();
    }
    compress(req, res, () => {
      const handler = routes[url.pathname];
      if (handler) return handler(req, res);
      const serveFallback = () => (page && !extname(url.pathname) ? page(req, res) : notFound(res));
      if (url.pathname === "/") return serveFallback();
      files(req, res, serveFallback);
    });
  });
}
