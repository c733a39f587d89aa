// The standard test of a remote. The jest configuration runs this file in every remote's project, with
// "remote-definition" pointing at that remote's src/remote.ts and "remote-paths" at its src/paths.ts, so a remote
// writes no routes test of its own.
// Before the remote: its router needs the browser globals jsdom lacks.
import "../polyfills";
import { remote } from "remote-definition";
import { paths } from "remote-paths";
import { describeRemote } from "../remote-testing";
import { routeLiterals } from "../route-literals";
import { screenCalls } from "./screen-calls";

describe(`${remote.name}: its remote.json, screens and text`, () => {
  describeRemote(remote, screenCalls[remote.name] ?? {});
});

describe(`${remote.name}: navigation by purpose, not by literal path`, () => {
  it("names no other remote's route and types every navigation to its own through pathTo", () => {
    expect(routeLiterals(remote.name)).toEqual([]);
  });
});

describe(`${remote.name}: src/paths.ts`, () => {
  // The list types the screens and every pathTo; remote.json is what the shell reads. Both are written by hand.
  it("lists exactly the routes its remote.json declares", () => {
    const declared = remote.declaration.routes.map((route) => route.path);
    expect([...paths].sort()).toEqual([...declared].sort());
  });
});
