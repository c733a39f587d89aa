import { parseRegistry, remoteForPath } from "./registry";

const good = {
  "mf-auth": {
    manifest: "http://localhost:3001/mf-manifest.json",
    namespace: "auth",
    routes: [{ path: "/welcome", public: true, fullPage: true, purpose: "landing" }, "/login"],
  },
  "mf-club": {
    federationName: "mf_club",
    manifest: "https://cdn.example.com/club/1.4.0/mf-manifest.json",
    namespace: "club",
    routes: ["/home", { path: "/golf-info", fullPage: true, needsClub: true }],
    menu: [
      {
        key: "club",
        order: 20,
        label: "sideBar.clubInformation",
        link: "/golf-info",
        state: { isAdd: false },
        icon: "club",
        access: "clubInformation",
      },
    ],
    texts: { en: { sideBar: { clubInformation: "Club information" } }, ko: {}, vi: {} },
  },
};

const menuEntry = (changes: Record<string, unknown>) => ({
  key: "home",
  order: 10,
  label: "sideBar.home",
  link: "/home",
  icon: "home",
  access: "home",
  ...changes,
});

describe("runtime registry (/remotes.json)", () => {
  it("reads each remote's manifest URL, routes, menu and menu text, deriving the federation name", () => {
    const { remotes, problems } = parseRegistry(good);
    expect(problems).toEqual([]);
    expect(remotes.map((r) => [r.name, r.federationName, r.manifest])).toEqual([
      ["mf-auth", "mf_auth", "http://localhost:3001/mf-manifest.json"],
      ["mf-club", "mf_club", "https://cdn.example.com/club/1.4.0/mf-manifest.json"],
    ]);
    expect(remotes[0]?.routes).toEqual([
      { path: "/welcome", public: true, fullPage: true, needsClub: false, purpose: "landing" },
      { path: "/login", public: false, fullPage: false, needsClub: false },
    ]);
    expect(remotes[1]?.menu).toEqual([
      {
        key: "club",
        order: 20,
        label: "sideBar.clubInformation",
        link: "/golf-info",
        state: { isAdd: false },
        icon: "club",
        activeIcon: "club",
        access: ["clubInformation"],
        children: [],
      },
    ]);
    expect(remotes[1]?.texts.en).toEqual({ sideBar: { clubInformation: "Club information" } });
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

  it("keeps a menu entry's own icon and active icon as path data; its own icon stands in for a missing active one", () => {
    const { remotes, problems } = parseRegistry({
      "mf-club": {
        ...good["mf-club"],
        routes: ["/home", "/golf-info"],
        menu: [
          menuEntry({ iconPath: "M3 20h18M6 20v-6m6 6V6", activeIconPath: "M4.5 14h3v6h-3z" }),
          menuEntry({ key: "other", iconPath: " M1,2 L3.5 -4e1 a1 1 0 0 1 .5.5Z " }),
        ],
      },
    });
    expect(problems).toEqual([]);
    expect(remotes[0]?.menu.map(({ iconPath, activeIconPath }) => ({ iconPath, activeIconPath }))).toEqual([
      { iconPath: "M3 20h18M6 20v-6m6 6V6", activeIconPath: "M4.5 14h3v6h-3z" },
      { iconPath: " M1,2 L3.5 -4e1 a1 1 0 0 1 .5.5Z ", activeIconPath: " M1,2 L3.5 -4e1 a1 1 0 0 1 .5.5Z " },
    ]);
  });

  it.each([
    ["markup", { iconPath: '<path d="M0 0"/>' }],
    ["a script in an attribute", { iconPath: 'M0 0" onload="alert(1)' }],
    ["a url", { activeIconPath: "M0 0 url(javascript:alert(1))" }],
    ["text that does not start with a move", { iconPath: "L1 1" }],
    ["a move without coordinates", { iconPath: "M" }],
    ["a number", { iconPath: 12 }],
    ["too long a drawing", { iconPath: `M0 0${" l1 1".repeat(500)}` }],
  ])("drops a menu entry whose own icon is %s, not path data", (_case, changes) => {
    const { remotes, problems } = parseRegistry({
      "mf-club": { ...good["mf-club"], routes: ["/home", "/golf-info"], menu: [menuEntry(changes)] },
    });
    expect(remotes[0]?.menu).toEqual([]);
    expect(problems).toEqual([expect.stringMatching(/^mf-club: menu home: \w+ must be SVG path data/)]);
  });

  it.each([
    ["a link to another remote's route", { link: "/login" }],
    ["an unknown access flag", { access: "everything" }],
    ["no order", { order: undefined }],
    ["no icon", { icon: "" }],
    ["a label that is not a key", { label: "Home page" }],
    ["a child linking elsewhere", { children: [menuEntry({ key: "x", link: "/elsewhere" })] }],
  ])("drops a menu entry with %s and keeps the rest of the remote", (_case, changes) => {
    const { remotes, problems } = parseRegistry({
      "mf-club": {
        ...good["mf-club"],
        routes: ["/home", "/golf-info"],
        menu: [menuEntry(changes), good["mf-club"].menu[0]],
      },
    });
    expect(remotes[0]?.menu.map((item) => item.key)).toEqual(["club"]);
    expect(remotes[0]?.routes).toHaveLength(2);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^mf-club: menu home/);
  });

  it("drops a malformed route with a problem line and keeps the other routes", () => {
    const { remotes, problems } = parseRegistry({
      "mf-club": { ...good["mf-club"], routes: ["/home", { path: "/golf-info", fullPage: "yes" }] },
    });
    expect(remotes[0]?.routes.map((r) => r.path)).toEqual(["/home"]);
    // The club information entry linked to the dropped route, so it goes too.
    expect(remotes[0]?.menu).toEqual([]);
    expect(problems).toHaveLength(2);
  });

  it("keeps a route whose purpose this shell does not know, without the purpose, and says so", () => {
    const { remotes, problems } = parseRegistry({
      "mf-club": { ...good["mf-club"], routes: [{ path: "/home", purpose: "somethingNewer" }, "/golf-info"] },
    });
    expect(remotes[0]?.routes).toEqual([
      { path: "/home", public: false, fullPage: false, needsClub: false },
      { path: "/golf-info", public: false, fullPage: false, needsClub: false },
    ]);
    expect(problems).toEqual([expect.stringContaining("/home: unknown purpose somethingNewer, ignored")]);
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
