import type { NavigateOptions } from "platform/core/contract";
import { useCallback, useSyncExternalStore } from "react";
import { useShell } from "./shell-context";

/**
 * The shell's view of the page's location, without a router of its own: the shell only reads the path and moves to
 * another one, and every remote already brings its own router. It follows the history every app writes: a push by
 * another app reaches it as the popstate single-spa announces, a push of its own as a direct notice.
 */
export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation handed over (react-router keeps it under `usr` in the history entry). */
  state: unknown;
  /** Unique per history entry (react-router's `key`; "default" for an entry no app has written). */
  key: string;
}

const listeners = new Set<() => void>();
let last: ShellLocation | null = null;

function readLocation(): ShellLocation {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string };
  const key = entry.key ?? "default";
  const state = entry.usr ?? null;
  if (
    last?.pathname !== pathname ||
    last.search !== search ||
    last.hash !== hash ||
    last.key !== key ||
    last.state !== state
  )
    last = { pathname, search, hash, state, key };
  return last;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

export function useShellLocation(): ShellLocation {
  return useSyncExternalStore(subscribe, readLocation);
}

/** Moves to a path through the platform's navigation (other apps' routers see it), or `delta` entries in history. */
export function useShellNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const { navigation } = useShell().platform;
  return useCallback(
    (to, options) => {
      if (typeof to === "number") {
        window.history.go(to);
        return;
      }
      navigation.navigate(to, options);
      for (const listener of listeners) listener();
    },
    [navigation],
  );
}
