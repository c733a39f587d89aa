import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import getAbsoluteFSPath from "swagger-ui-dist/absolute-path.js";

/**
 * The API docs UI, served entirely from the installed swagger-ui-dist package: no file comes from a public CDN, so
 * the docs work on a closed network and trust no third party at run time. The page has no inline script, so its
 * own policy can forbid every script that is not one of these files.
 */
const page = (specUrl: string, title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui" data-spec-url="${specUrl}"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/init.js"></script>
  </body>
</html>
`;

// validatorUrl: null keeps the UI from sending the document to the public validator.
const init = `const root = document.getElementById("swagger-ui");
window.ui = SwaggerUIBundle({ url: root.dataset.specUrl, domNode: root, deepLinking: true, validatorUrl: null });
`;

const policy = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  // Swagger UI sets style attributes and draws its icons from data: SVGs.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const assets = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

const cache = new Map<string, Promise<Buffer>>();
const asset = (name: keyof typeof assets) => {
  let file = cache.get(name);
  if (!file) {
    file = readFile(join(getAbsoluteFSPath(), name));
    cache.set(name, file);
  }
  return file;
};

const sendAsset = async (c: Context, name: keyof typeof assets) =>
  c.body(new Uint8Array(await asset(name)), 200, {
    "Content-Type": assets[name],
    "Cache-Control": "public, max-age=86400",
  });

/** Routes `/docs` (the page) and `/docs/*` (its files), relative to the router it is mounted on. */
export function docsUi(specUrl: string, title: string) {
  return new Hono()
    .get("/docs", (c) => c.html(page(specUrl, title), 200, { "Content-Security-Policy": policy }))
    .get("/docs/init.js", (c) =>
      c.body(init, 200, { "Content-Type": assets["swagger-ui-bundle.js"], "Cache-Control": "no-cache" }),
    )
    .get("/docs/swagger-ui.css", (c) => sendAsset(c, "swagger-ui.css"))
    .get("/docs/swagger-ui-bundle.js", (c) => sendAsset(c, "swagger-ui-bundle.js"));
}
