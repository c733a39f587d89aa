import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/enhanced/runtime";
import type { RemoteProps } from "shared/platform/contract";
import type { RemoteEntry } from "shared/platform/registry";
import type { LifeCycles } from "single-spa";
import { scriptTimeoutPlugin } from "./script-timeout-plugin";

const ATTEMPTS = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pluginsRegistered = false;

/** Remotes whose last load failed: the runtime may hold their failure, so they are re-registered with force. */
const failedBefore = new Set<string>();

/**
 * Loads a remote's single-spa lifecycles through the federation runtime. A failed manifest, entry or chunk load
 * is retried; `force` drops the runtime's cached failure so the next attempt really goes to the network.
 */
export async function loadRemoteApp(remote: RemoteEntry): Promise<LifeCycles<RemoteProps>> {
  if (!pluginsRegistered) {
    registerPlugins([scriptTimeoutPlugin()]);
    pluginsRegistered = true;
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const force = failedBefore.has(remote.name);
      registerRemotes([{ name: remote.federationName, entry: remote.manifest }], { force });
      const lifecycles = await loadRemote<LifeCycles<RemoteProps>>(`${remote.federationName}/app`);
      if (!lifecycles) throw new Error(`${remote.name} exposes no ./app`);
      failedBefore.delete(remote.name);
      return lifecycles;
    } catch (error) {
      failedBefore.add(remote.name);
      lastError = error;
      if (attempt < ATTEMPTS) await wait(300 * attempt);
    }
  }
  throw lastError;
}
