import type { PlatformContract, RemoteProps } from "platform/core/contract";
import { type RemoteEntry, routePaths } from "platform/core/registry";
import { ownsPath } from "platform/core/routes";
import type { LifeCycleFn, LifeCycles } from "single-spa";
import { registerApplication, unloadApplication } from "single-spa";
import { loadRemoteApp } from "./load-remote-app";
import type { RemoteStatusStore } from "./remote-status-store";

type Props = RemoteProps & { domElement: HTMLElement };

const asArray = <T>(fn: LifeCycleFn<T> | LifeCycleFn<T>[]) => (Array.isArray(fn) ? fn : [fn]);

async function runAll<T>(fns: LifeCycleFn<T> | LifeCycleFn<T>[], props: T & Parameters<LifeCycleFn<T>>[0]) {
  for (const fn of asArray(fns)) await fn(props);
}

/**
 * Wraps a remote's lifecycles so that neither a failed load nor a throwing bootstrap/mount ever reaches
 * single-spa's "broken" state: the remote is marked unavailable and the shell shows the panel in its place.
 */
export function isolateRemote(
  name: string,
  status: RemoteStatusStore,
  load: () => Promise<LifeCycles<RemoteProps>>,
) {
  return async (): Promise<LifeCycles<Props>> => {
    status.set(name, "loading");
    let remote: LifeCycles<RemoteProps> | null = null;
    try {
      remote = await load();
    } catch (error) {
      console.error(`Remote ${name} could not be loaded`, error);
    }
    // Why the remote cannot be shown, once it cannot: its code never arrived or does not fit this shell
    // ("unavailable"), or it ran and threw ("crashed").
    let broken: "unavailable" | "crashed" | null = remote === null ? "unavailable" : null;
    return {
      bootstrap: async (props) => {
        if (!remote || broken) return;
        try {
          await runAll(remote.bootstrap, props);
        } catch (error) {
          broken = "unavailable";
          console.error(`Remote ${name} failed to bootstrap`, error);
        }
      },
      mount: async (props) => {
        if (!remote || broken) return status.set(name, broken ?? "unavailable");
        try {
          await runAll(remote.mount, props);
          status.set(name, "mounted");
        } catch (error) {
          broken = "crashed";
          console.error(`Remote ${name} crashed while mounting on ${window.location.pathname}`, error);
          status.set(name, "crashed");
        }
      },
      unmount: async (props) => {
        try {
          if (remote && status.get(name) === "mounted") await runAll(remote.unmount, props);
        } catch (error) {
          // Leaving a page must always work; the remote gets a fresh root next time.
          broken = "crashed";
          console.error(`Remote ${name} failed to unmount`, error);
        }
        status.set(name, "idle");
      },
    };
  };
}

export interface RemoteApps {
  /** Loads the remote again (after it was unavailable) and mounts it if its route is still active. */
  retry(name: string): Promise<void>;
}

export function registerRemoteApps(
  remotes: RemoteEntry[],
  platform: PlatformContract,
  hostFor: (name: string) => HTMLElement,
  status: RemoteStatusStore,
  /** The shell's route guard: while false, the remote is neither loaded nor mounted on this path. */
  mayShow: (pathname: string) => boolean,
): RemoteApps {
  for (const remote of remotes) {
    const paths = routePaths(remote);
    registerApplication<Props>({
      name: remote.name,
      app: isolateRemote(remote.name, status, () => loadRemoteApp(remote)),
      activeWhen: (location) => ownsPath(paths, location.pathname) && mayShow(location.pathname),
      customProps: (name) => ({ platform, name, domElement: hostFor(name) }),
    });
  }
  return {
    async retry(name) {
      // Unloading sends the app back to NOT_LOADED; single-spa then loads it anew because its route is active. Reads
      // nobody shows any more are dropped, so the section asks the server afresh (a crash may come from them).
      platform.queries.removeQueries({ type: "inactive" });
      await unloadApplication(name, { waitForUnmount: false });
    },
  };
}
