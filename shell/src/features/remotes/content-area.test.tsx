import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { declaredRemotes } from "test-kit/declared-remotes";
import { renderShell } from "../../test/render-shell";
import { ContentArea } from "./content-area";

/** Spec §9: a spinner shows for about one second after each path change; written here, not read from the code. */
const aboutOneSecond = 1000;

const club = declaredRemotes().find((remote) => remote.name === "mf-club");
const ok = () => ({ status: 200 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("content area", () => {
  it("shows the spinner for about a second after a path change, then the remote", async () => {
    const view = await renderShell(<ContentArea navigationKey="a" remote={club} fullPage={false} />, ok);
    act(() => view.services.remoteStatus.set("mf-club", "mounted"));
    expect(screen.getByTestId("path-spinner")).toBeTruthy();
    act(() => jest.advanceTimersByTime(aboutOneSecond - 100));
    expect(screen.queryByTestId("path-spinner")).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId("path-spinner")).toBeNull();

    view.rerender(<ContentArea navigationKey="b" remote={club} fullPage={false} />);
    expect(screen.getByTestId("path-spinner")).toBeTruthy();
  });

  it("keeps the spinner while the remote is still loading, then shows the panel with a working Retry", async () => {
    const retry = jest.fn(async () => {});
    const view = await renderShell(<ContentArea navigationKey="a" remote={club} fullPage={false} />, ok, {
      remoteApps: { retry },
    });
    const status = view.services.remoteStatus;
    act(() => status.set("mf-club", "loading"));
    act(() => jest.advanceTimersByTime(aboutOneSecond * 5));
    expect(screen.getByTestId("path-spinner")).toBeTruthy();
    expect(screen.queryByTestId("section-unavailable")).toBeNull();

    act(() => status.set("mf-club", "unavailable"));
    expect(screen.queryByTestId("path-spinner")).toBeNull();
    const panel = screen.getByTestId("section-unavailable");
    jest.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledWith("mf-club");
    expect(panel.isConnected).toBe(true);

    act(() => status.set("mf-club", "mounted"));
    expect(screen.queryByTestId("section-unavailable")).toBeNull();
  });

  it("shows no panel for a path no remote owns", async () => {
    const view = await renderShell(<ContentArea navigationKey="a" remote={undefined} fullPage={false} />, ok);
    act(() => view.services.remoteStatus.set("mf-club", "unavailable"));
    expect(screen.queryByTestId("section-unavailable")).toBeNull();
  });
});
