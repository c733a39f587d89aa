// A small static file server for one built app: cache and CORS headers as a CDN would send them.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { createGzip } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg"]);

/** Content-hashed file names (name.0123456789.js) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

function fileIn(dir, urlPath) {
  const path = normalize(join(dir, decodeURIComponent(urlPath)));
  if (path !== dir && !path.startsWith(dir + sep)) return null;
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, size: stat.size } : null;
  } catch {
    return null;
  }
}

export function sendJson(res, body, status = 200) {
  res.writeHead(status, {
    "Content-Type": TYPES[".json"],
    "Cache-Control": "no-cache",
    "Access-Control-Allow-Origin": "*",
  });
  res.end(JSON.stringify(body));
}

/**
 * `routes`: exact paths answered by a function (e.g. /remotes.json); `fallback`: file served for unknown paths
 * without an extension (the shell's index.html, so deep links work); `proxy(req, res)` returns true if it handled
 * the request.
 */
export function createStaticServer({ dir, routes = {}, fallback, proxy }) {
  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (proxy?.(req, res, url)) return;
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*" });
      return res.end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" });
      return res.end();
    }
    const handler = routes[url.pathname];
    if (handler) return handler(req, res);
    let file = fileIn(dir, url.pathname === "/" ? "/index.html" : url.pathname);
    if (!file && fallback && !extname(url.pathname)) file = fileIn(dir, `/${fallback}`);
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain", "Access-Control-Allow-Origin": "*" });
      return res.end("Not found");
    }
    const ext = extname(file.path);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const headers = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": HASHED.test(file.path) ? "public, max-age=31536000, immutable" : "no-cache",
      // Remotes are fetched from the shell's origin: manifests and chunks need CORS.
      "Access-Control-Allow-Origin": "*",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : { "Content-Length": file.size }),
    };
    res.writeHead(200, headers);
    if (req.method === "HEAD") return res.end();
    const stream = createReadStream(file.path);
    (gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(res);
  });
}
