import type { RemoteProps } from "platform/core/contract";
import type { LifeCycleFn, LifeCycles } from "single-spa";
import { isolateRemote } from "./register-remote-apps";
import { createRemoteStatusStore } from "./remote-status-store";

const props = { name: "mf-club", domElement: document.createElement("div") } as never;

function remote(overrides: Partial<LifeCycles<RemoteProps>> = {}): LifeCycles<RemoteProps> {
  return {
    bootstrap: jest.fn(async () => {}),
    mount: jest.fn(async () => {}),
    unmount: jest.fn(async () => {}),
    ...overrides,
  };
}

async function run(load: () => Promise<LifeCycles<RemoteProps>>) {
  const status = createRemoteStatusStore();
  const seen: string[] = [];
  status.subscribe(() => seen.push(status.get("mf-club")));
  const app = await isolateRemote("mf-club", status, load)();
  const call = async (fn: LifeCycleFn<never> | LifeCycleFn<never>[]) => {
    for (const f of Array.isArray(fn) ? fn : [fn]) await f(props);
  };
  return { status, seen, app, call };
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("failure isolation of a remote", () => {
  it("marks a remote that mounted as mounted, and idle after unmount", async () => {
    const lifecycles = remote();
    const { app, call, status, seen } = await run(async () => lifecycles);
    await call(app.bootstrap);
    await call(app.mount);
    expect(status.get("mf-club")).toBe("mounted");
    await call(app.unmount);
    expect(lifecycles.unmount).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["loading", "mounted", "idle"]);
  });

  it("shows the panel instead of failing when the remote cannot be loaded", async () => {
    const { app, call, status } = await run(async () => {
      throw new Error("ScriptExternalLoadError: Loading script failed");
    });
    await call(app.bootstrap);
    await call(app.mount);
    expect(status.get("mf-club")).toBe("unavailable");
    await call(app.unmount);
    expect(status.get("mf-club")).toBe("idle");
  });

  it("shows the crash panel when the remote throws while mounting, without unmounting what never mounted", async () => {
    const lifecycles = remote({ mount: jest.fn(async () => Promise.reject(new Error("crash"))) });
    const { app, call, status } = await run(async () => lifecycles);
    await call(app.bootstrap);
    await expect(call(app.mount)).resolves.toBeUndefined();
    expect(status.get("mf-club")).toBe("crashed");
    await call(app.unmount);
    expect(lifecycles.unmount).not.toHaveBeenCalled();
  });

  it("shows the panel when bootstrap throws, and never mounts the broken remote", async () => {
    const lifecycles = remote({ bootstrap: jest.fn(async () => Promise.reject(new Error("bad bundle"))) });
    const { app, call, status } = await run(async () => lifecycles);
    await call(app.bootstrap);
    await call(app.mount);
    expect(lifecycles.mount).not.toHaveBeenCalled();
    expect(status.get("mf-club")).toBe("unavailable");
  });

  it("lets the user leave even when the remote throws while unmounting", async () => {
    const lifecycles = remote({ unmount: jest.fn(async () => Promise.reject(new Error("stuck"))) });
    const { app, call, status } = await run(async () => lifecycles);
    await call(app.bootstrap);
    await call(app.mount);
    await expect(call(app.unmount)).resolves.toBeUndefined();
    expect(status.get("mf-club")).toBe("idle");
    await call(app.mount);
    expect(status.get("mf-club")).toBe("crashed");
  });
});
