import type { SessionValues } from "platform/core/contract";
import { useSyncExternalStore } from "react";
import { useShell } from "../../app/shell-context";

/** A session value that re-renders its reader when any app changes the session. */
export function useSessionValue<K extends "clubId" | "clubImageRef" | "userName" | "signToken">(key: K) {
  const { session } = useShell().platform;
  return useSyncExternalStore(session.subscribe, () => session.get(key)) as SessionValues[K];
}

/** The stored user session, as a stable string snapshot (objects would re-render forever). */
export function useUserSessionJson(): string {
  const { session } = useShell().platform;
  return useSyncExternalStore(session.subscribe, () => JSON.stringify(session.get("userSession")));
}
