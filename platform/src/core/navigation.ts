import type { Navigation } from "./contract";

/**
 * Navigation usable from any app: writes history the way react-router does (state under `usr`), so a remote's
 * `useLocation().state` sees state passed by another app.
 * `announce` fires popstate for routers to follow; under single-spa its patched history already does that.
 */
export function createNavigation({ announce }: { announce: boolean }): Navigation {
  return {
    navigate(path, options = {}) {
      const current = window.history.state as { idx?: number } | null;
      const idx = (current?.idx ?? 0) + (options.replace ? 0 : 1);
      const state = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
      if (options.replace) window.history.replaceState(state, "", path);
      else window.history.pushState(state, "", path);
      if (announce) window.dispatchEvent(new PopStateEvent("popstate", { state }));
    },
    back() {
      window.history.back();
    },
  };
}

/**
 * Back to the previous page, handing it `state` as if it had been navigated to with it: the entry is replaced, so
 * history does not grow (spec §2: /verify-password without a next page returns with `{ success: true }`). Each
 * router reads the state again from the popstate announced once the browser is back.
 */
export function backWithState(state: Record<string, unknown>) {
  const arrived = () => {
    window.removeEventListener("popstate", arrived);
    const current = (window.history.state ?? {}) as { usr?: unknown };
    const usr = current.usr && typeof current.usr === "object" ? current.usr : {};
    const next = { ...current, usr: { ...usr, ...state } };
    window.history.replaceState(next, "");
    window.dispatchEvent(new PopStateEvent("popstate", { state: next }));
  };
  window.addEventListener("popstate", arrived);
  window.history.back();
}
