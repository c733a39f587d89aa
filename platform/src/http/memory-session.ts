import type { SessionStore, SessionValues } from "../core/contract";

const empty = (): SessionValues => ({
  clubId: null,
  clubImageRef: null,
  userName: null,
  signToken: null,
  userSession: null,
});

/** A session store kept in memory: for tests and harnesses that must not touch sessionStorage. */
export function createMemorySession(initial: Partial<SessionValues> = {}): SessionStore {
  let values: SessionValues = { ...empty(), ...initial };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (key) => values[key],
    set: (key, value) => {
      values = { ...values, [key]: value };
      notify();
    },
    clear: () => {
      values = empty();
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
