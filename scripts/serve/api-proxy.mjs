// Forwards /api/* from the shell's origin to the API, so the browser's API base URL is simply its own origin.
import { request } from "node:http";

const forwardedFor = (req) => {
  const previous = req.headers["x-forwarded-for"];
  const client = req.socket.remoteAddress ?? "";
  return previous ? `${previous}, ${client}` : client;
};

export function createApiProxy(target) {
  const api = new URL(target);
  return (req, res, url) => {
    if (!url.pathname.startsWith("/api/") && url.pathname !== "/api") return false;
    const upstream = request(
      {
        hostname: api.hostname,
        port: api.port,
        method: req.method,
        path: url.pathname + url.search,
        headers: {
          ...req.headers,
          host: api.host,
          "x-forwarded-host": req.headers.host ?? "",
          // The API sees every browser at this proxy's address; the appended client address keeps its
          // per-address login throttle per user (the API trusts only the last entry, the one added here).
          "x-forwarded-for": forwardedFor(req),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "The API is not reachable", code: "api_unreachable" }));
    });
    req.pipe(upstream);
    return true;
  };
}
