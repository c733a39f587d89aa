import "test-kit/polyfills";
import { act, screen, waitFor } from "@testing-library/react";
import { declaredRemotes } from "test-kit/declared-remotes";
import { useShellLocation } from "../../app/shell-location";
import { renderShell } from "../../test/render-shell";
import { SideMenu } from "../menu/side-menu";
import { useAccessMap } from "./use-access-map";

function Menu() {
  const access = useAccessMap(useShellLocation().pathname);
  return <SideMenu access={access} />;
}

/** The names of the menu's entries (not the toggle, the profile arrow or Log out). */
const labels = () =>
  screen
    .getAllByRole("button")
    .filter((button) => button.hasAttribute("data-menu-entry"))
    .map((button) => button.getAttribute("title"));

function signIn(isAdmin: boolean) {
  sessionStorage.setItem("signToken", "tok");
  sessionStorage.setItem("userName", "Minji Kim");
  sessionStorage.setItem("clubId", "club-1");
  sessionStorage.setItem(
    "userSession",
    JSON.stringify({ isBusinessOwner: false, isAdmin, userPermissions: {} }),
  );
}

const users = { status: 200, data: { result: { userName: { firstName: "Minji", lastName: "Kim" } } } };

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/price-schedule");
});

describe("menu entries from the access map (spec §4)", () => {
  it("offers no entry while nobody is signed in", async () => {
    const { requests } = await renderShell(<Menu />, () => users);
    expect(labels()).toEqual([]);
    expect(requests.filter((r) => r.url === "/api/v1.0/users/role")).toHaveLength(0);
  });

  it("shows only what the selected club's role grants", async () => {
    signIn(false);
    const { requests } = await renderShell(<Menu />, (config) =>
      config.url === "/api/v1.0/users/role"
        ? {
            status: 200,
            data: {
              result: {
                list: [
                  { roleName: "Front desk", accessCode: "SCHEDULE" },
                  { roleName: "Front desk", accessCode: "RESERVATION" },
                ],
                roleAccessCnt: 2,
                roleAccessKindCnt: 5,
              },
            },
          }
        : users,
    );
    await waitFor(() => expect(labels()).toEqual(["Home", "Price Schedule", "Reservation"]));
    expect(requests.find((r) => r.url === "/api/v1.0/users/role")?.params).toEqual({ clubId: "club-1" });
  });

  it("shows only Home when the role lookup fails", async () => {
    signIn(false);
    await renderShell(<Menu />, (config) =>
      config.url === "/api/v1.0/users/role" ? { status: 500 } : users,
    );
    await waitFor(() => expect(labels()).toEqual(["Home"]));
  });

  it("shows an administrator everything, including the client list", async () => {
    signIn(true);
    await renderShell(<Menu />, () => users);
    expect(labels()).toContain("Client list");
    // Every entry the registered remotes declare, whichever remotes the registry holds.
    expect(labels()).toHaveLength(declaredRemotes().flatMap((remote) => remote.menu).length);
  });

  it.each(["/home", "/client"])(
    "offers an administrator the client list on %s, signed in and no club chosen",
    async (path) => {
      signIn(true);
      sessionStorage.removeItem("clubId");
      window.history.replaceState(null, "", path);
      await renderShell(<Menu />, () => users);
      await waitFor(() => expect(labels()).toEqual(["Home", "Client list", "All staff"]));
    },
  );

  it("follows a changed role on the next navigation, and refreshes the stored permissions", async () => {
    signIn(false);
    let codes = ["SCHEDULE", "STAFF_LIST"];
    let permissions: Record<string, unknown> = { "club-1": { STAFF_LIST: { read: true } } };
    await renderShell(<Menu />, (config) => {
      if (config.url === "/api/v1.0/users/role") {
        const list = codes.map((accessCode) => ({ roleName: "Front desk", accessCode }));
        return { status: 200, data: { result: { list, roleAccessCnt: list.length, roleAccessKindCnt: 8 } } };
      }
      if (config.url === "/api/v1.0/users/permissions") {
        const result = { isBusinessOwner: false, isAdmin: false, userPermissions: permissions };
        return { status: 200, data: { result } };
      }
      return users;
    });
    await waitFor(() => expect(labels()).toEqual(["Home", "Price Schedule", "Staff"]));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("userSession") ?? "{}").userPermissions).toEqual(permissions),
    );
    codes = ["SCHEDULE"];
    permissions = { "club-1": { SCHEDULE: { read: true } } };
    await act(async () => {
      window.history.pushState(null, "", "/reservation-table");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(labels()).toEqual(["Home", "Price Schedule"]));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("userSession") ?? "{}").userPermissions).toEqual(permissions),
    );
  });

  it("offers All staff to a business owner, also on /home", async () => {
    signIn(false);
    sessionStorage.setItem(
      "userSession",
      JSON.stringify({ isBusinessOwner: true, isAdmin: false, userPermissions: {} }),
    );
    window.history.replaceState(null, "", "/home");
    await renderShell(<Menu />, (config) =>
      config.url === "/api/v1.0/users/role" ? { status: 500 } : users,
    );
    await waitFor(() => expect(labels()).toEqual(["Home", "All staff"]));
  });
});
