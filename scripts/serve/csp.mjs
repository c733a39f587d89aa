// The shell document's Content-Security-Policy, made from the registry and runtime config the shell's server read at
// start (the ones it serves): a remote moved to another origin through REMOTE_<NAME>_URL is allowed after a restart,
// with no rebuild, and nothing else may run script in the page that holds the session token.
import { randomBytes } from "node:crypto";

/** The origin of an absolute http(s) URL; null for "" (same origin), relative paths and anything invalid. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return ["http:", "https:"].includes(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The folder a remote's manifest is in: its entry and chunks load from there, so a remote hosted under a path of a
 * shared host (https://cdn.example.com/club/1.4.0/) does not open the whole host to the page.
 */
function remoteSource(manifest) {
  return originOf(manifest) && new URL(".", manifest).href;
}

/**
 * `registry`: what /remotes.json answers; `config`: what /config.json answers; `styleNonce`: this response's nonce
 * for emotion's `<style>` elements (without one, inline styles are allowed: development servers, whose page is not
 * rewritten per response); `devConnect`: extra connect sources a development server needs (hot reload's WebSockets).
 */
export function contentSecurityPolicy({ registry, config, styleNonce, devConnect = [] }) {
  // Origins a developer may load one remote from instead (REMOTE_OVERRIDE_ORIGINS; none unless the deployment says).
  const overrides = (config.remoteOverrideOrigins ?? []).map(originOf);
  const remotes = unique([
    ...Object.values(registry).map((entry) => remoteSource(entry.manifest)),
    ...overrides,
  ]);
  const api = originOf(config.apiBaseUrl ?? "");
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...remotes],
    "connect-src": unique(["'self'", api, ...remotes, ...devConnect]),
    // Emotion writes each component's rules into <style> elements at run time, each carrying the page's nonce.
    "style-src": ["'self'", styleNonce ? `'nonce-${styleNonce}'` : "'unsafe-inline'", ...remotes],
    // Bundled images below the inlining size arrive as data: URLs, larger ones from the remote that bundles them;
    // pictures stored by the API (club images) come from the API, and a picture chosen for upload is previewed from
    // a blob: URL before it is sent.
    "img-src": unique(["'self'", "data:", "blob:", api, ...remotes]),
    "font-src": ["'self'", "data:", ...remotes],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

const nonceMeta = /<meta\s+property="?csp-nonce"?[^>]*>/;

/** A fresh nonce per response: unguessable, so markup injected into the page cannot carry a valid one. */
export const newNonce = () => randomBytes(16).toString("base64");

/**
 * The shell's index.html with this response's nonce in its `<meta property="csp-nonce">`, where the shell and
 * every remote read it for their emotion caches; null when the build has no such tag (then no nonce is used).
 */
export function withNonce(html, nonce) {
  if (!nonceMeta.test(html)) return null;
  return html.replace(nonceMeta, `<meta property="csp-nonce" content="${nonce}">`);
}

/** Headers for the shell's HTML document. */
export function documentHeaders(policy) {
  return {
    "Content-Security-Policy": policy,
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}
