import type { SignInResult } from "contracts/domains/accounts/schemas";
import { createPermissionHelpers } from "./permissions";
import { saveSignIn } from "./save-sign-in";
import { createSessionStore, readSession } from "./session-store";

beforeEach(() => sessionStorage.clear());

describe("session store over sessionStorage (spec §3)", () => {
  it("keeps the session values and the user session record", () => {
    const store = createSessionStore();
    store.set("signToken", "tok");
    store.set("clubId", "club-1");
    store.set("userSession", { isBusinessOwner: true, isAdmin: false, userPermissions: {} });
    expect(sessionStorage.getItem("signToken")).toBe("tok");
    expect(readSession(createSessionStore())).toEqual({
      clubId: "club-1",
      clubImageRef: null,
      userName: null,
      signToken: "tok",
      userSession: { isBusinessOwner: true, isAdmin: false, userPermissions: {} },
    });
  });

  it("tells every copy of the store about a change, and clear empties session storage", () => {
    const shellCopy = createSessionStore();
    const remoteCopy = createSessionStore();
    const heard = jest.fn();
    const stop = shellCopy.subscribe(heard);
    sessionStorage.setItem("unrelated", "x");
    remoteCopy.set("userName", "Kim Minji");
    remoteCopy.clear();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(shellCopy.get("userName")).toBeNull();
    expect(sessionStorage.length).toBe(0);
    stop();
    remoteCopy.set("clubId", "c");
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("keeps an account gate and its address across a reload, and no gate when there is none", () => {
    const signIn: SignInResult = {
      signToken: "tok",
      userName: { firstName: "Minji", lastName: "Kim" },
      isBusinessOwner: true,
      isAdmin: false,
      userPermissions: {},
      gate: "pending_account_verification",
    };
    saveSignIn(createSessionStore(), signIn, "minji@example.com");
    // A reload: a new copy of the store reads what the tab's sessionStorage kept.
    expect(createSessionStore().get("userSession")).toEqual({
      isBusinessOwner: true,
      isAdmin: false,
      userPermissions: {},
      gate: "pending_account_verification",
      email: "minji@example.com",
    });
    saveSignIn(createSessionStore(), { ...signIn, gate: "none" }, "minji@example.com");
    expect(createSessionStore().get("userSession")).toEqual({
      isBusinessOwner: true,
      isAdmin: false,
      userPermissions: {},
    });
  });

  it("treats a corrupt user session record as absent", () => {
    sessionStorage.setItem("userSession", "{not json");
    expect(createSessionStore().get("userSession")).toBeNull();
  });
});

describe("permission helpers (spec §6)", () => {
  it("looks up the current club, checks any club, and merges new permissions", () => {
    const store = createSessionStore();
    const permissions = createPermissionHelpers(store);
    store.set("userSession", {
      isBusinessOwner: false,
      isAdmin: false,
      userPermissions: { a: { Schedule: { Read: true } }, b: { Staff: { Update: false } } },
    });
    expect(permissions.forCurrentClub()).toBeUndefined();
    store.set("clubId", "a");
    expect(permissions.forCurrentClub("Schedule")).toEqual({ Read: true });
    expect(permissions.anyClubGrants("Schedule", "Read")).toBe(true);
    expect(permissions.anyClubGrants("Staff", "Update")).toBe(false);
    permissions.merge({ b: { Staff: { Update: true } } });
    expect(permissions.anyClubGrants("Staff", "Update")).toBe(true);
    expect(permissions.forCurrentClub()).toEqual({ Schedule: { Read: true } });
  });
});
