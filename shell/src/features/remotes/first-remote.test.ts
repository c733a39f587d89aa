import { declaredRemotes } from "test-kit/declared-remotes";
import { firstRemote } from "./first-remote";

const remotes = declaredRemotes();

describe("firstRemote", () => {
  it("is the owner of the landing page (/welcome) on the root path", () => {
    expect(firstRemote(remotes, "/", false)?.name).toBe("mf-auth");
  });

  it("is the owner of the path when it may be shown", () => {
    expect(firstRemote(remotes, "/login/", false)?.name).toBe("mf-auth");
    expect(firstRemote(remotes, "/home", true)?.name).toBe("mf-club");
  });

  it("is the login screen's owner for a protected path without a session", () => {
    expect(firstRemote(remotes, "/home", false)?.name).toBe("mf-auth");
  });

  it("is none for a path no remote owns", () => {
    expect(firstRemote(remotes, "/nowhere", true)).toBeUndefined();
    expect(firstRemote(remotes, "/error", false)).toBeUndefined();
  });
});
