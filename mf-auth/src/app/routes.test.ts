import { describeRemote } from "shared/remote/testing";
import remote from "../../remote.json";
import { AUTH_NAMESPACE, authResources, authRoutes } from "../features";
import { AppRoutes, lazyAuthRoutes } from "./routes";

describe("mf-auth routes (remote.json)", () => {
  it("wires a screen to exactly the routes mf-auth declares", () => {
    expect(Object.keys(authRoutes).sort()).toEqual([...remote.routes].sort());
  });

  it("splits the same routes the features declare", () => {
    expect(Object.keys(lazyAuthRoutes).sort()).toEqual([...remote.routes].sort());
  });

  describeRemote(remote.routes, AppRoutes, { [AUTH_NAMESPACE]: authResources });
});
