import type { AccessMap } from "platform/core/contract";
import type { RemoteEntry } from "platform/core/registry";
import { createRemotePreloader, likelyNext } from "./preload-remotes";

const remote = (name: string, order: number, access: string[]): RemoteEntry =>
  ({
    name,
    menu: [
      { key: name, order, access, label: "x", link: `/${name}`, icon: "i", activeIcon: "i", children: [] },
    ],
  }) as unknown as RemoteEntry;

const remotes = [
  remote("mf-customers", 70, ["membership"]),
  remote("mf-club", 10, ["home"]),
  remote("mf-schedule", 20, ["schedule"]),
];
const access = (flags: string[]) =>
  Object.fromEntries(flags.map((flag) => [flag, true])) as unknown as AccessMap;

test("the remotes the user's menu shows, in menu order", () => {
  expect(likelyNext(remotes, access(["home", "membership"])).map((r) => r.name)).toEqual([
    "mf-club",
    "mf-customers",
  ]);
  expect(likelyNext(remotes, access([]))).toEqual([]);
});

test("preloads one remote per idle period, never the page's own or one twice, and more after a sign-in", () => {
  const idle: (() => void)[] = [];
  const loaded: string[] = [];
  let flags = access([]);
  const preloader = createRemotePreloader(
    remotes,
    () => flags,
    (work) => idle.push(work),
    (r) => loaded.push(r.name),
  );
  preloader.schedule(["mf-club"]);
  while (idle.length) idle.shift()?.();
  expect(loaded).toEqual([]);
  // Signed in: the menu now shows three remotes; the page's own was loaded already.
  flags = access(["home", "schedule", "membership"]);
  preloader.schedule();
  idle.shift()?.();
  expect(loaded).toEqual(["mf-schedule"]);
  idle.shift()?.();
  expect(loaded).toEqual(["mf-schedule", "mf-customers"]);
  preloader.schedule();
  while (idle.length) idle.shift()?.();
  expect(loaded).toEqual(["mf-schedule", "mf-customers"]);
});

test("a remote the user is about to open loads at once, and neither that nor its idle turn loads it again", () => {
  const idle: (() => void)[] = [];
  const loaded: string[] = [];
  const preloader = createRemotePreloader(
    remotes,
    () => access(["home", "schedule", "membership"]),
    (work) => idle.push(work),
    (r) => loaded.push(r.name),
  );
  const customers = remotes[0] as RemoteEntry;
  preloader.now(customers);
  expect(loaded).toEqual(["mf-customers"]);
  preloader.now(customers);
  preloader.schedule(["mf-club"]);
  while (idle.length) idle.shift()?.();
  expect(loaded).toEqual(["mf-customers", "mf-schedule"]);
});
