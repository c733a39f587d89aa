import { parseRegistry, remoteForPath } from "./registry";

const good = {
  "mf-auth": { manifest: "http://localhost:3001/mf-manifest.json", routes: ["/welcome", "/login"] },
  "mf-club": {
    federationName: "mf_club",
    manifest: "https://cdn.example.com/club/1.4.0/mf-manifest.json",
    routes: ["/home"],
  },
};

describe("runtime registry (/remotes.json)", () => {
  it("reads each remote's manifest URL and routes, deriving the federation name", () => {
    const { remotes, problems } = parseRegistry(good);
    expect(problems).toEqual([]);
    expect(remotes).toEqual([
      {
        name: "mf-auth",
        federationName: "mf_auth",
        manifest: "http://localhost:3001/mf-manifest.json",
        routes: ["/welcome", "/login"],
      },
      {
        name: "mf-club",
        federationName: "mf_club",
        manifest: "https://cdn.example.com/club/1.4.0/mf-manifest.json",
        routes: ["/home"],
      },
    ]);
  });

  it("drops bad entries, reports them, and keeps the good ones", () => {
    const { remotes, problems } = parseRegistry({
      ...good,
      "no-manifest": { routes: ["/x"] },
      "ftp-manifest": { manifest: "ftp://host/mf-manifest.json", routes: ["/y"] },
      "no-routes": { manifest: "http://localhost:3009/mf-manifest.json", routes: [] },
      "relative-route": { manifest: "http://localhost:3009/mf-manifest.json", routes: ["staff"] },
      "bad-name": {
        federationName: "not-an-identifier",
        manifest: "http://h/mf-manifest.json",
        routes: ["/z"],
      },
      "not-an-object": "http://localhost:3010/mf-manifest.json",
    });
    expect(remotes.map((r) => r.name)).toEqual(["mf-auth", "mf-club"]);
    expect(problems).toHaveLength(6);
    for (const name of [
      "no-manifest",
      "ftp-manifest",
      "no-routes",
      "relative-route",
      "bad-name",
      "not-an-object",
    ]) {
      expect(problems.some((p) => p.startsWith(`${name}:`))).toBe(true);
    }
  });

  it("refuses a remote that claims a route another remote already owns", () => {
    const { remotes, problems } = parseRegistry({
      ...good,
      thief: { manifest: "http://localhost:3011/mf-manifest.json", routes: ["/login", "/stolen"] },
    });
    expect(remotes.map((r) => r.name)).toEqual(["mf-auth", "mf-club"]);
    expect(problems).toEqual(["thief: /login already belongs to mf-auth"]);
  });

  it("rejects a registry that is not an object of entries", () => {
    expect(parseRegistry(null).remotes).toEqual([]);
    expect(parseRegistry([good]).problems).toHaveLength(1);
  });

  it("finds the owner of a path exactly, ignoring a trailing slash", () => {
    const { remotes } = parseRegistry(good);
    expect(remoteForPath(remotes, "/login/")?.name).toBe("mf-auth");
    expect(remoteForPath(remotes, "/home")?.name).toBe("mf-club");
    expect(remoteForPath(remotes, "/home-error")).toBeUndefined();
    expect(remoteForPath(remotes, "/login/extra")).toBeUndefined();
  });
});
