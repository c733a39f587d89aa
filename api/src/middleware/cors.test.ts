import { Hono } from "hono";
import { cors } from "hono/cors";
import type { MiddlewareHandler } from "hono/types";
import { type CorsOptions, corsHeaders } from "./cors";

/** The shell's options and the public ones, as `app.ts` sets them. */
const shell: CorsOptions = {
  origin: ["http://localhost:3000"],
  credentials: true,
  allowMethods: ["GET", "POST", "OPTIONS"],
  allowHeaders: ["Authorization", "Content-Type"],
  exposeHeaders: ["X-Request-Id", "Retry-After"],
  maxAge: 600,
};
const everyone: CorsOptions = { ...shell, origin: "*", credentials: false };

function appWith(middleware: MiddlewareHandler) {
  const app = new Hono();
  app.use(middleware);
  app.get("/ok", (c) => c.json({ result: 1 }));
  app.get("/fails", () => {
    throw new Error("boom");
  });
  app.onError((_, c) => c.json({ message: "failed" }, 500));
  return app;
}

const headersOf = (res: Response) => [...res.headers.entries()].sort();

test.each([
  ["the shell's origin", shell, "http://localhost:3000"],
  ["another origin", shell, "http://evil.example"],
  ["no origin", shell, undefined],
  ["any origin, public", everyone, "https://club.example"],
])("answers %s with the headers Hono's cors gives, on success and on failure", async (_, options, origin) => {
  const hono = appWith(cors({ ...options, origin: options.origin === "*" ? "*" : [...options.origin] }));
  const ours = appWith(corsHeaders(options));
  for (const path of ["/ok", "/fails"]) {
    const init = { headers: origin ? { origin } : {} };
    const [expected, actual] = [await hono.request(path, init), await ours.request(path, init)];
    expect(actual.status).toBe(expected.status);
    expect(headersOf(actual)).toEqual(headersOf(expected));
  }
});

test("a preflight is Hono's own answer", async () => {
  const init = {
    method: "OPTIONS",
    headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
  };
  const expected = await appWith(cors({ ...shell, origin: [...(shell.origin as string[])] })).request(
    "/ok",
    init,
  );
  const actual = await appWith(corsHeaders(shell)).request("/ok", init);
  expect([actual.status, headersOf(actual)]).toEqual([expected.status, headersOf(expected)]);
});
