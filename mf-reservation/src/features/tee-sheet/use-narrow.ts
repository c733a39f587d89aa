import { useSyncExternalStore } from "react";

/** A phone's width (390 px and the like): the tee sheet shows one course at a time there. */
const NARROW = "(max-width: 40rem)";

const query = () => (typeof window.matchMedia === "function" ? window.matchMedia(NARROW) : null);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

/** Whether the screen is as narrow as a phone's, following a rotation or a resized window. */
export const useNarrow = () => useSyncExternalStore(subscribe, () => query()?.matches ?? false);
