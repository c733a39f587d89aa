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
