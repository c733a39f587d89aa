// Forwards /api/* from the shell's origin to the API, so the browser's API base URL is simply its own origin.
import { createProxyServer } from "http-proxy-3";
import { securityHeaders } from "./static-server.mjs";

const DEV_ONLY = /^\/api\/[^/]+\/dev(\/|$)/i;

export function createApiProxy(target) {
  const proxy = createProxyServer({
    target,
    changeOrigin: true,
    // The API sees every browser at this proxy's address; the client address appended to X-Forwarded-For keeps its
    // per-address throttles per user (the API trusts this proxy as one hop: TRUST_PROXY=1).
    xfwd: true,
  });
  proxy.on("error", (_error, _req, res) => {
    // `res` is a socket only for WebSocket upgrades, which this proxy does not take.
    if (!("writeHead" in res) || res.headersSent) return res.destroy();
    res.writeHead(502, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      ...securityHeaders,
    });
    res.end(JSON.stringify({ message: "The API is not reachable", code: "api_unreachable" }));
  });
  return (req, res, url) => {
    if (!url.pathname.startsWith("/api/") && url.pathname !== "/api") return false;
    // Development aids (the mail outbox holds reset links) are never reachable through the public origin; a
    // developer reads them on the API's own port.
    if (DEV_ONLY.test(url.pathname)) {
      res.writeHead(404, {
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
        ...securityHeaders,
      });
      res.end(JSON.stringify({ message: "Not found.", code: "not_found" }));
      return true;
    }
    // Whatever the browser claims as its host, the API is told the one it actually asked.
    delete req.headers["x-forwarded-host"];
    proxy.web(req, res);
    return true;
  };
}
