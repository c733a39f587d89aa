/**
 * Pointing one remote at another build from the browser, for this tab only: a developer runs their remote
 * (`npm run dev -w mf-club`, port 3104) and opens the running shell with
 * `?remote-override=mf-club@http://localhost:3104`; `?remote-override=mf-club@` drops it again. The choice is kept
 * in sessionStorage, so it ends with the tab and never reaches another user.
 *
 * Off unless the deployment lists the origins allowed (REMOTE_OVERRIDE_ORIGINS → /config.json): those, and only
 * those, are in the page's content security policy too, so no override can load script from anywhere else.
 */

const STORAGE_KEY = "remoteOverrides";
const PARAM = "remote-override";

type Overrides = Record<string, string>;

function stored(storage: Storage): Overrides {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    return value && typeof value === "object" ? (value as Overrides) : {};
  } catch {
    return {};
  }
}

/** The manifest URL an override names: a bare origin or folder gets `mf-manifest.json` added. */
const manifestOf = (url: string) =>
  url.endsWith(".json") ? url : `${url.replace(/\/+$/, "")}/mf-manifest.json`;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The registry with this tab's overrides applied. An override of a remote the registry does not have, or to an
 * origin the deployment does not allow, is refused with a log line and the registry's entry is used.
 */
export function withRemoteOverrides(
  registry: unknown,
  allowedOrigins: readonly string[],
  location: Pick<Location, "search">,
  storage: Storage,
  log: (line: string) => void = (line) => console.warn(line),
): unknown {
  const overrides = stored(storage);
  for (const value of new URLSearchParams(location.search).getAll(PARAM)) {
    const at = value.indexOf("@");
    const name = at < 0 ? value : value.slice(0, at);
    const url = at < 0 ? "" : value.slice(at + 1);
    if (url) overrides[name] = url;
    else delete overrides[name];
  }
  if (Object.keys(overrides).length === 0) {
    storage.removeItem(STORAGE_KEY);
    return registry;
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  if (typeof registry !== "object" || registry === null) return registry;
  const entries = { ...(registry as Record<string, Record<string, unknown>>) };
  for (const [name, url] of Object.entries(overrides)) {
    const entry = entries[name];
    const origin = originOf(url);
    if (!entry) {
      log(`Remote override ignored: no remote named ${name} in the registry`);
    } else if (allowedOrigins.length === 0) {
      log(`Remote override of ${name} ignored: this deployment does not allow overrides`);
    } else if (!origin || !allowedOrigins.includes(origin)) {
      log(`Remote override of ${name} ignored: ${url} is not among the origins this deployment allows`);
    } else {
      entries[name] = { ...entry, manifest: manifestOf(url) };
      log(`Remote ${name} is loaded from ${manifestOf(url)} in this tab (override)`);
    }
  }
  return entries;
}
