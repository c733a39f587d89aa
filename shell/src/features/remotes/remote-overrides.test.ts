import { withRemoteOverrides } from "./remote-overrides";

const registry = {
  "mf-club": { manifest: "https://club.example.com/mf-manifest.json", namespace: "club" },
  "mf-schedule": { manifest: "https://schedule.example.com/mf-manifest.json", namespace: "schedule" },
};
const allowed = ["http://localhost:3104"];
const at = (search: string) => ({ search });

let storage: Storage;
let lines: string[];
beforeEach(() => {
  storage = window.sessionStorage;
  storage.clear();
  lines = [];
});
const apply = (search: string, origins: readonly string[] = allowed) =>
  withRemoteOverrides(registry, origins, at(search), storage, (line) => lines.push(line)) as typeof registry;

test("points one remote at an allowed origin for this tab, and keeps it on later pages", () => {
  const first = apply("?remote-override=mf-club@http://localhost:3104");
  expect(first["mf-club"].manifest).toBe("http://localhost:3104/mf-manifest.json");
  expect(first["mf-schedule"].manifest).toBe(registry["mf-schedule"].manifest);
  // The next page of the same tab has no parameter: the override stays.
  expect(apply("")["mf-club"].manifest).toBe("http://localhost:3104/mf-manifest.json");
  expect(lines.at(-1)).toBe(
    "Remote mf-club is loaded from http://localhost:3104/mf-manifest.json in this tab (override)",
  );
});

test("an empty override drops it again", () => {
  apply("?remote-override=mf-club@http://localhost:3104");
  expect(apply("?remote-override=mf-club@")["mf-club"].manifest).toBe(registry["mf-club"].manifest);
  expect(storage.getItem("remoteOverrides")).toBeNull();
});

test("refuses an origin the deployment does not allow, and every override when it allows none", () => {
  expect(apply("?remote-override=mf-club@https://evil.example.net")["mf-club"].manifest).toBe(
    registry["mf-club"].manifest,
  );
  expect(lines).toEqual([
    "Remote override of mf-club ignored: https://evil.example.net is not among the origins this deployment allows",
  ]);
  storage.clear();
  lines = [];
  expect(apply("?remote-override=mf-club@http://localhost:3104", [])["mf-club"].manifest).toBe(
    registry["mf-club"].manifest,
  );
  expect(lines).toEqual(["Remote override of mf-club ignored: this deployment does not allow overrides"]);
});

test("an override of a remote the registry lacks is ignored", () => {
  expect(apply("?remote-override=mf-nothing@http://localhost:3104")).toEqual(registry);
  expect(lines).toEqual(["Remote override ignored: no remote named mf-nothing in the registry"]);
});
