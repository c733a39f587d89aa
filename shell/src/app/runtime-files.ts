import type { RuntimeConfig } from "shared/platform/contract";

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** /config.json: written by the server from its environment, so no host is baked into a bundle. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const raw = (await fetchJson("/config.json")) as Partial<RuntimeConfig>;
    return {
      apiBaseUrl: typeof raw.apiBaseUrl === "string" ? raw.apiBaseUrl : "",
      environment:
        raw.environment === "development" || raw.environment === "test" ? raw.environment : "production",
    };
  } catch (error) {
    console.warn("No runtime config; the API is expected on this origin", error);
    return { apiBaseUrl: "", environment: "production" };
  }
}

export const loadRegistry = () => fetchJson("/remotes.json");
