import type { RemoteEntry } from "shared/platform/registry";
import { firstRemote } from "./first-remote";

const remote = (name: string, routes: string[]): RemoteEntry => ({
  name,
  federationName: name.replaceAll("-", "_"),
  manifest: `http://localhost/${name}/mf-manifest.json`,
  routes,
});
const remotes = [remote("mf-auth", ["/welcome", "/login"]), remote("mf-club", ["/home"])];

describe("firstRemote", () => {
  it("is the owner of /welcome on the root path", () => {
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
