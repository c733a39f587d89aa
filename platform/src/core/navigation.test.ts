import { backWithState, createNavigation } from "./navigation";

describe("platform navigation", () => {
  it("pushes the path with react-router's state shape and tells routers about it", () => {
    window.history.replaceState({ idx: 3 }, "", "/home");
    const heard = jest.fn();
    window.addEventListener("popstate", heard);
    createNavigation({ announce: true }).navigate("/golf-info", { state: { isAdd: false } });
    window.removeEventListener("popstate", heard);
    expect(window.location.pathname).toBe("/golf-info");
    expect(window.history.state).toMatchObject({ usr: { isAdd: false }, idx: 4 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("replaces the entry when asked, and stays silent under single-spa", () => {
    window.history.replaceState({ idx: 2 }, "", "/verify-password");
    const length = window.history.length;
    const heard = jest.fn();
    window.addEventListener("popstate", heard);
    createNavigation({ announce: false }).navigate("/profile", { replace: true, state: { success: true } });
    window.removeEventListener("popstate", heard);
    expect(window.location.pathname).toBe("/profile");
    expect(window.history.length).toBe(length);
    expect(window.history.state).toMatchObject({ usr: { success: true }, idx: 2 });
    expect(heard).not.toHaveBeenCalled();
  });

  it("goes back with state, replacing the previous entry, and tells routers where they are", async () => {
    window.history.replaceState({ usr: { tab: 2 }, idx: 5 }, "", "/profile");
    window.history.pushState({ usr: null, idx: 6 }, "", "/verify-password");
    const length = window.history.length;
    const heard: unknown[] = [];
    const listen = (event: PopStateEvent) => heard.push(event.state);
    window.addEventListener("popstate", listen);
    backWithState({ success: true });
    await new Promise<void>((resolve) => {
      const check = () => (heard.length >= 2 ? resolve() : setTimeout(check, 5));
      check();
    });
    window.removeEventListener("popstate", listen);
    expect(window.location.pathname).toBe("/profile");
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ usr: { tab: 2, success: true }, idx: 5 });
    expect(heard.at(-1)).toEqual({ usr: { tab: 2, success: true }, idx: 5 });
  });
});
