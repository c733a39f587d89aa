import { act, screen, waitFor } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { sharedKeys } from "platform/data/shared-keys";
import { renderShell } from "../../test/render-shell";
import { MenuCard } from "./menu-card";

const user = { status: 200, data: { result: { userName: { firstName: "Minjun", lastName: "Kim" } } } };

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem("signToken", "tok");
});

const answer = (club: { status: number; data?: unknown }) => (config: InternalAxiosRequestConfig) =>
  config.url === "/api/v1.0/club" ? club : user;

describe("the menu's club card", () => {
  it("shows the selected club's name under the user's name", async () => {
    sessionStorage.setItem("clubId", "64b7f0c2a1b2c3d4e5f60718");
    const { requests } = await renderShell(
      <MenuCard open />,
      answer({ status: 200, data: { result: { clubname: "Hanbit Country Club" } } }),
    );
    expect(await screen.findByText("Minjun Kim")).toBeTruthy();
    expect((await screen.findByTestId("menu-card-club")).textContent).toBe("Hanbit Country Club");
    const lookup = requests.find((request) => request.url === "/api/v1.0/club");
    expect(lookup?.params).toEqual({ clubId: "64b7f0c2a1b2c3d4e5f60718" });
  });

  it("reads the name again when the club's record is refreshed (a saved club form)", async () => {
    const clubId = "64b7f0c2a1b2c3d4e5f60718";
    sessionStorage.setItem("clubId", clubId);
    let clubname = "Hanbit Country Club";
    const { platform } = await renderShell(<MenuCard open />, (config) =>
      config.url === "/api/v1.0/club" ? { status: 200, data: { result: { clubname } } } : user,
    );
    expect((await screen.findByTestId("menu-card-club")).textContent).toBe("Hanbit Country Club");
    clubname = "Hanbit CC";
    // What mf-club's save does: everything under the club's record key is read again.
    await act(() => platform.queries.invalidateQueries({ queryKey: sharedKeys.club(clubId) }));
    await waitFor(() => expect(screen.getByTestId("menu-card-club").textContent).toBe("Hanbit CC"));
  });

  it("leaves the club's name empty when the lookup fails, and asks nothing without a selected club", async () => {
    sessionStorage.setItem("clubId", "64b7f0c2a1b2c3d4e5f60718");
    const failed = await renderShell(<MenuCard open />, answer({ status: 500 }));
    await waitFor(() => expect(failed.requests.some((r) => r.url === "/api/v1.0/club")).toBe(true));
    // Reported once by the platform; the card only leaves the name out.
    await waitFor(() => expect(failed.failures).toHaveLength(1));
    expect(await screen.findByText("Minjun Kim")).toBeTruthy();
    expect(screen.queryByTestId("menu-card-club")).toBeNull();
    failed.unmount();
    sessionStorage.removeItem("clubId");
    const none = await renderShell(
      <MenuCard open />,
      answer({ status: 200, data: { result: { clubname: "X" } } }),
    );
    expect(await screen.findByText("Minjun Kim")).toBeTruthy();
    expect(none.requests.some((r) => r.url === "/api/v1.0/club")).toBe(false);
  });
});
