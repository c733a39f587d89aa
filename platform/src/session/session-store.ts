import type { SessionStore, SessionValues, UserSession } from "../core/contract";
import { isAccountGate } from "../http/account-gates";

/**
 * The session of spec §3 kept in sessionStorage (one browser tab = one session). Every copy of this module in the
 * page (the shell and each remote bundle their own) hears every change through one window event.
 */
const CHANGE_EVENT = "platform:session-change";

const KEYS: readonly (keyof SessionValues)[] = [
  "clubId",
  "clubImageRef",
  "userName",
  "signToken",
  "userSession",
];

function readUserSession(raw: string | null): UserSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserSession>;
    return {
      isBusinessOwner: value.isBusinessOwner === true,
      isAdmin: value.isAdmin === true,
      userPermissions: value.userPermissions ?? {},
      ...(isAccountGate(value.gate) ? { gate: value.gate } : {}),
      ...(isAccountGate(value.gate) && typeof value.email === "string" ? { email: value.email } : {}),
    };
  } catch {
    return null;
  }
}

export function createSessionStore(storage: Storage = window.sessionStorage): SessionStore {
  // Outside a browser (the end-to-end fixture writes a session in this exact format) nobody is listening.
  const notify = () => globalThis.window?.dispatchEvent(new Event(CHANGE_EVENT));
  const get = <K extends keyof SessionValues>(key: K): SessionValues[K] => {
    const raw = storage.getItem(key);
    const value = key === "userSession" ? readUserSession(raw) : raw;
    return value as SessionValues[K];
  };
  return {
    get,
    set(key, value) {
      if (value === null || value === undefined) storage.removeItem(key);
      else storage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
      notify();
    },
    clear() {
      // spec §4: log out clears session storage, not only our keys.
      storage.clear();
      notify();
    },
    subscribe(listener) {
      window.addEventListener(CHANGE_EVENT, listener);
      return () => window.removeEventListener(CHANGE_EVENT, listener);
    },
  };
}

export function readSession(store: SessionStore): SessionValues {
  return Object.fromEntries(KEYS.map((key) => [key, store.get(key)])) as unknown as SessionValues;
}
