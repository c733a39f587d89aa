/**
 * Where each remote stands. The content area shows the unavailable panel for the active remote while it is
 * `unavailable` (its code could not be loaded, or it was built for another platform contract) or `crashed` (it
 * loaded, then threw while starting), and says which.
 */
export type RemoteStatus = "idle" | "loading" | "mounted" | "unavailable" | "crashed";

export interface RemoteStatusStore {
  get(name: string): RemoteStatus;
  set(name: string, status: RemoteStatus): void;
  subscribe(listener: () => void): () => void;
}

export function createRemoteStatusStore(): RemoteStatusStore {
  const statuses = new Map<string, RemoteStatus>();
  const listeners = new Set<() => void>();
  return {
    get: (name) => statuses.get(name) ?? "idle",
    set(name, status) {
      if (statuses.get(name) === status) return;
      statuses.set(name, status);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
