import "test-kit/polyfills";
import { queryOptions } from "@tanstack/react-query";
import { createPlatform } from "../core/create-platform";
import { createMemorySession } from "../http/memory-session";
import { defineRemote } from "./define-remote";

const declaration = {
  contract: "^1.0",
  namespace: "warm",
  routes: [{ path: "/warm-list", needsClub: true }],
  menu: [],
  texts: { en: {}, ko: {}, vi: {} },
};

const reads: string[] = [];
const listQuery = (clubId: string) =>
  queryOptions({
    queryKey: ["club", clubId, "mf-warm", "list"],
    queryFn: async () => {
      reads.push(clubId);
      return ["first row"];
    },
  });

function platformOn(clubId: string | null) {
  return createPlatform({
    logFailure: () => {},
    retries: 0,
    config: { apiBaseUrl: "", environment: "test" },
    routes: { "/warm-list": { path: "/warm-list", needsClub: true } } as never,
    session: createMemorySession({ clubId }),
    getLanguage: () => "en",
    onUnauthorized: () => {},
    onForbidden: () => {},
    navigation: { navigate: () => {}, back: () => {} },
  }).platform;
}

const remote = defineRemote({
  name: "mf-warm",
  declaration,
  screens: { "/warm-list": () => null },
  prefetch: { "/warm-list": (_platform, clubId) => (clubId ? [listQuery(clubId)] : []) },
});

beforeEach(() => {
  reads.length = 0;
});

test("warming a route reads what its screen shows first into the shared cache, for the selected club", async () => {
  const platform = platformOn("c1");
  await remote.prefetch?.("/warm-list", platform);
  expect(platform.queries.getQueryData(listQuery("c1").queryKey)).toEqual(["first row"]);
  // Pointing at the entry again at once reads nothing more; a route with nothing declared reads nothing.
  await remote.prefetch?.("/warm-list", platform);
  await remote.prefetch?.("/other", platform);
  expect(reads).toEqual(["c1"]);
});

test("nothing is warmed without a club, and a failing read is left for the screen to show", async () => {
  await remote.prefetch?.("/warm-list", platformOn(null));
  expect(reads).toEqual([]);
  const failing = defineRemote({
    name: "mf-warm",
    declaration,
    screens: { "/warm-list": () => null },
    prefetch: {
      "/warm-list": () => [
        { queryKey: ["club", "c1", "mf-warm", "broken"], queryFn: () => Promise.reject(new Error("503")) },
      ],
    },
  });
  await expect(failing.prefetch?.("/warm-list", platformOn("c1"))).resolves.toBeUndefined();
});
