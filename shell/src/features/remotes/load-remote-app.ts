import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/enhanced/runtime";
import type { PlatformContract, RemoteProps, RemoteWarmUp } from "platform/core/contract";
import { contractProblem, PLATFORM_CONTRACT_VERSION } from "platform/core/contract-version";
import type { RemoteEntry } from "platform/core/registry";
import type { LifeCycles } from "single-spa";
import { scriptTimeoutPlugin } from "./script-timeout-plugin";

const ATTEMPTS = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pluginsRegistered = false;

/** Remotes whose last load failed: the runtime may hold their failure, so they are re-registered with force. */
const failedBefore = new Set<string>();

/** Every remote loaded so far, for warming a route's data (`warmRemoteData`). */
const loaded = new Map<string, LifeCycles<RemoteProps> & RemoteWarmUp>();

/** Loads started before single-spa asked for them (the first page's remote), waiting to be taken once. */
const started = new Map<string, Promise<LifeCycles<RemoteProps>>>();

/**
 * Starts loading the first page's remote as soon as the registry is known, so its manifest, entry and first chunk
 * download while the shell's own chunks do, instead of after the shell has rendered. single-spa's later load of the
 * same remote takes this one (with its retries already done); later loads go to the network again.
 */
export function startLoadingRemoteApp(remote: RemoteEntry, options: { preload?: boolean } = {}): void {
  if (started.has(remote.name)) return;
  const loading = fetchRemoteApp(remote);
  // Reported by the load that takes it; until then a failure must not surface as an unhandled rejection. A failed
  // preload is forgotten instead: the user's own visit later goes to the network rather than repeating its failure.
  loading.catch(() => {
    if (options.preload && started.get(remote.name) === loading) started.delete(remote.name);
  });
  started.set(remote.name, loading);
}

/** A remote's single-spa lifecycles: the load started early if there is one, else a new one. */
export function loadRemoteApp(remote: RemoteEntry): Promise<LifeCycles<RemoteProps>> {
  const early = started.get(remote.name);
  if (!early) return fetchRemoteApp(remote);
  started.delete(remote.name);
  return early;
}

/**
 * Loads a remote's single-spa lifecycles through the federation runtime. (Module Federation's retry plugin was
 * weighed against this loop: its newest release, 0.17.1, is built on its own federation SDK 0.17.1 while this
 * platform runs the 2.9 runtime, so it would ship a second SDK and lag the runtime. This loop, with `force` clearing the
 * runtime's cached failure of a remote, stays.)
 * A failed manifest, entry or chunk load
 * is retried; `force` drops the runtime's cached failure so the next attempt really goes to the network.
 */
async function fetchRemoteApp(remote: RemoteEntry): Promise<LifeCycles<RemoteProps>> {
  // A remote built for a contract this shell does not provide is not even downloaded: its routes show the
  // section-unavailable panel, and the reason is the error logged.
  const problem = contractProblem(remote.name, remote.contract, PLATFORM_CONTRACT_VERSION);
  if (problem) throw new Error(problem);
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
      loaded.set(remote.name, lifecycles);
      return lifecycles;
    } catch (error) {
      failedBefore.add(remote.name);
      lastError = error;
      if (attempt < ATTEMPTS) await wait(300 * attempt);
    }
  }
  throw lastError;
}

/**
 * Reads what a route shows first into the shared cache before it is visited (the pointer on its menu entry, or the
 * entry focused), once its remote's code is here: the remote says which reads (`defineRemote`'s `prefetch`). Best
 * effort: nothing is reported, the screen shows its own load when visited.
 */
export async function warmRemoteData(remote: RemoteEntry, path: string, platform: PlatformContract) {
  startLoadingRemoteApp(remote, { preload: true });
  const lifecycles = (loaded.get(remote.name) ?? (await started.get(remote.name)?.catch(() => undefined))) as
    | (LifeCycles<RemoteProps> & RemoteWarmUp)
    | undefined;
  await lifecycles?.prefetch?.(path, platform).catch(() => undefined);
}
