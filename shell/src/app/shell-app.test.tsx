import { renderShell } from "../test/render-shell";
import { ShellApp } from "./shell-app";

/** What the single-bundle comparison build renders in the content area in place of single-spa's containers. */
const section = (remote: { name: string }) => <p>section of {remote.name}</p>;

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the shell's layout with renderRemote", () => {
  it("renders the section of the page's remote inside the content area", async () => {
    window.history.replaceState(null, "", "/welcome");
    const view = await renderShell(<ShellApp renderRemote={section} />, () => ({ status: 200, data: {} }));
    const shown = await view.findByText("section of mf-auth");
    expect(shown.closest("main")).not.toBeNull();
  });

  it("never renders a protected remote's section for a signed-out visitor: the sign-in page's owner shows", async () => {
    window.history.replaceState(null, "", "/price-schedule");
    const rendered: string[] = [];
    const recording = (remote: { name: string }) => {
      rendered.push(remote.name);
      return section(remote);
    };
    const view = await renderShell(<ShellApp renderRemote={recording} />, () => ({ status: 200, data: {} }));
    await view.findByText("section of mf-auth");
    expect(window.location.pathname).toBe("/login");
    // Not even for the render that redirects.
    expect(rendered).not.toContain("mf-schedule");
  });
});
