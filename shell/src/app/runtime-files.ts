import type { RuntimeConfig } from "platform/core/contract";
import { withRemoteOverrides } from "../features/remotes/remote-overrides";

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** /config.json: written by the server from its environment, so no host is baked into a bundle. */
async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const raw = (await fetchJson("/config.json")) as Partial<RuntimeConfig>;
    return {
      apiBaseUrl: typeof raw.apiBaseUrl === "string" ? raw.apiBaseUrl : "",
      environment:
        raw.environment === "development" || raw.environment === "test" ? raw.environment : "production",
      remoteOverrideOrigins: Array.isArray(raw.remoteOverrideOrigins)
        ? raw.remoteOverrideOrigins.filter((origin): origin is string => typeof origin === "string")
        : [],
    };
  } catch (error) {
    console.warn("No runtime config; the API is expected on this origin", error);
    return { apiBaseUrl: "", environment: "production" };
  }
}

let config: Promise<RuntimeConfig> | undefined;
let registry: Promise<unknown> | undefined;

/**
 * Both files are requested once, as early as the entry runs (in parallel with the shell's own chunks), and the
 * same answers are used later by the bootstrap.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  config ??= fetchRuntimeConfig();
  return config;
}

export function loadRegistry(): Promise<unknown> {
  // A developer's override of one remote (remote-overrides.ts) applies before anything reads the registry.
  registry ??= Promise.all([fetchJson("/remotes.json"), loadRuntimeConfig()]).then(([raw, runtime]) =>
    withRemoteOverrides(raw, runtime.remoteOverrideOrigins ?? [], window.location, window.sessionStorage),
  );
  // Read by the bootstrap; an early failure must not surface as an unhandled rejection meanwhile.
  registry.catch(() => {});
  return registry;
}
