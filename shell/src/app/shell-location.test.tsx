import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderShell } from "../test/render-shell";
import { useShellLocation, useShellNavigate } from "./shell-location";

const ok = () => ({ status: 200 });

function Where() {
  const location = useShellLocation();
  const navigate = useShellNavigate();
  return (
    <>
      <output>
        {location.pathname} {JSON.stringify(location.state)} {location.key}
      </output>
      <button type="button" onClick={() => navigate("/staff", { state: { from: "menu" } })}>
        staff
      </button>
    </>
  );
}

describe("the shell's location", () => {
  it("follows another app's navigation, with the state and key react-router writes", async () => {
    window.history.replaceState(null, "", "/welcome");
    await renderShell(<Where />, ok);
    expect(screen.getByRole("status").textContent).toBe("/welcome null default");
    // A remote's router pushes; single-spa announces it to every app as popstate.
    act(() => {
      window.history.pushState({ usr: { isAdd: true }, key: "k1", idx: 1 }, "", "/golf-info");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("status").textContent).toBe('/golf-info {"isAdd":true} k1');
  });

  it("moves through the platform's navigation, so other apps' routers read the same entry", async () => {
    window.history.replaceState({ idx: 0 }, "", "/home");
    await renderShell(<Where />, ok);
    await userEvent.click(screen.getByRole("button", { name: "staff" }));
    expect(window.location.pathname).toBe("/staff");
    expect(window.history.state).toMatchObject({ usr: { from: "menu" }, idx: 1 });
    expect(screen.getByRole("status").textContent).toBe(`/staff {"from":"menu"} ${window.history.state.key}`);
  });
});
