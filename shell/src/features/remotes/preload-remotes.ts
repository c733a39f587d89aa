import type { AccessMap } from "platform/core/contract";
import type { RemoteEntry } from "platform/core/registry";
import { startLoadingRemoteApp } from "./load-remote-app";

type Idle = (work: () => void) => void;

/** The browser's idle callback where there is one; a short timeout elsewhere (Safari). */
const whenIdle: Idle = (work) =>
  typeof window.requestIdleCallback === "function"
    ? void window.requestIdleCallback(work, { timeout: 5000 })
    : void window.setTimeout(work, 1500);

/** The remotes the user's menu leads to (an entry, or a child, the access map shows), in menu order. */
export function likelyNext(remotes: readonly RemoteEntry[], access: AccessMap): RemoteEntry[] {
  const shown = (flags: readonly string[]) => flags.some((flag) => access[flag as keyof AccessMap]);
  return remotes
    .filter((remote) =>
      remote.menu.some((entry) => shown(entry.access) || entry.children.some((c) => shown(c.access))),
    )
    .sort((a, b) => Math.min(...a.menu.map((e) => e.order)) - Math.min(...b.menu.map((e) => e.order)));
}

/**
 * Once the page is idle, loads the remotes the user is likely to open next (those of their menu), one per idle
 * period, so their first visit finds manifest, entry and first chunk already there. Loading is not mounting: a
 * preloaded remote runs nothing until its route is visited, and single-spa's load takes the preloaded one. Called
 * again when the session changes (a sign-in widens the menu); a remote is preloaded once.
 */
export function createRemotePreloader(
  remotes: readonly RemoteEntry[],
  access: () => AccessMap,
  idle: Idle = whenIdle,
  load: (remote: RemoteEntry) => void = (remote) => startLoadingRemoteApp(remote, { preload: true }),
) {
  const done = new Set<string>();
  let queued = false;
  const step = () => {
    const next = likelyNext(remotes, access()).find((remote) => !done.has(remote.name));
    if (!next) {
      queued = false;
      return;
    }
    done.add(next.name);
    load(next);
    idle(step);
  };
  return {
    /**
     * Preloads one remote now, unless it was already (the pointer on its menu entry, or the entry focused: a click
     * or Enter is likely to follow, and the remote may not have had its idle turn yet).
     */
    now(remote: RemoteEntry) {
      if (done.has(remote.name)) return;
      done.add(remote.name);
      load(remote);
    },
    /** Marks a remote as loaded already (the page's own), then preloads the rest when idle. */
    schedule(loaded: readonly string[] = []) {
      for (const name of loaded) done.add(name);
      if (queued) return;
      queued = true;
      idle(step);
    },
  };
}
