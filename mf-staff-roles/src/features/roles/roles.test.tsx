import "test-kit/polyfills";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { actions } from "contracts/domains/common/permissions";
import { roleKinds } from "contracts/domains/staff-roles/schemas";
import { useLocation } from "react-router-dom";
import { landedOn, renderScreen } from "test-kit/render-screen";
import { AddRoleScreen, EditRoleScreen } from "./role-form-screen";
import { RoleListScreen } from "./role-list-screen";

const clubId = "aaaaaaaaaaaaaaaaaaaaaaaa";
const full = { read: true, create: true, update: true, delete: true };
const view = { read: true, create: false, update: false, delete: false };
const everything = Object.fromEntries(roleKinds.map((kind) => [kind, full]));
const ownerSession = {
  clubId,
  userSession: { isBusinessOwner: true, isAdmin: false, userPermissions: { [clubId]: everything } },
};
const rolesUrl = `/api/v1.0/clubs/${clubId}/roles`;

const role = (roleId: string, name: string, permissions: object, staffCount = 0) => ({
  roleId,
  name,
  note: `${name} note`,
  permissions,
  staffCount,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});
const desk = role("bbbbbbbbbbbbbbbbbbbbbbbb", "Front desk", { RESERVATION: full, SCHEDULE: view }, 2);
const ok = (result: unknown) => ({ status: 200, data: { result } });

afterEach(() => jest.restoreAllMocks());

describe("/setting-role", () => {
  it("lists roles with a readable summary and staff count, and explains why a held role stays", async () => {
    const { sent } = renderScreen(RoleListScreen, {
      route: "/setting-role",
      session: ownerSession,
      routes: {
        [`GET ${rolesUrl}`]: ok({ list: [desk, role("dddddddddddddddddddddddd", "Manager", everything, 1)] }),
        [`DELETE ${rolesUrl}/${desk.roleId}`]: {
          status: 409,
          data: { code: "role_in_use", message: "…" },
        },
      },
    });
    const row = (await screen.findByText("Front desk")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Price schedule: View · Reservation: All")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
    // Stacked in the narrow Actions cell, Edit and Delete keep clear of the row's borders.
    const actions = within(row).getByRole("button", { name: "Edit Front desk" }).parentElement as HTMLElement;
    expect([getComputedStyle(actions).paddingTop, getComputedStyle(actions).paddingBottom]).toEqual([
      "0.25rem",
      "0.25rem",
    ]);
    const manager = screen.getByText("Manager").closest("tr") as HTMLElement;
    expect(within(manager).getByText("Every menu: All")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Delete Front desk" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(
      await screen.findByText("This role is held by staff. Give them another role before deleting it."),
    ).toBeTruthy();
    expect(sent.map((r) => r.key)).toContain(`DELETE ${rolesUrl}/${desk.roleId}`);
  });

  it("offers only the buttons the user's role allows", async () => {
    renderScreen(RoleListScreen, {
      route: "/setting-role",
      session: {
        clubId,
        userSession: {
          isBusinessOwner: false,
          isAdmin: false,
          userPermissions: { [clubId]: { ROLE_SETTING: view } },
        },
      },
      routes: { [`GET ${rolesUrl}`]: ok({ list: [desk] }) },
    });
    await screen.findByText("Front desk");
    expect(screen.queryByRole("button", { name: "Add role" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Front desk" })).toBeNull();
  });

  it("says when there is no role yet, and when the list could not load (in Korean)", async () => {
    const { unmount } = renderScreen(RoleListScreen, {
      route: "/setting-role",
      session: ownerSession,
      routes: { [`GET ${rolesUrl}`]: ok({ list: [] }) },
    });
    expect(await screen.findByText("No role yet. Add one before adding staff.")).toBeTruthy();
    unmount();
    renderScreen(RoleListScreen, {
      route: "/setting-role",
      session: ownerSession,
      lng: "ko",
      routes: { [`GET ${rolesUrl}`]: { status: 500 } },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("역할을 불러오지 못했습니다.");
  });
});

describe("/add-role", () => {
  it("saves View, Edit and All as the actions they stand for", async () => {
    const { sent } = renderScreen(AddRoleScreen, {
      route: "/add-role",
      session: ownerSession,
      routes: { [`POST ${rolesUrl}`]: { status: 201, data: { result: desk } } },
    });
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Starter");
    await userEvent.click(screen.getByRole("radio", { name: "Reservation: All" }));
    await userEvent.click(screen.getByRole("radio", { name: "Price schedule: Edit" }));
    // Keyboard: native radios, so Space picks the focused level.
    screen.getByRole("radio", { name: "Member: View" }).focus();
    await userEvent.keyboard(" ");
    expect((screen.getByRole("radio", { name: "Member: View" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const post = sent.find((r) => r.key === `POST ${rolesUrl}`);
    expect(post?.body).toEqual({
      name: "Starter",
      note: "",
      permissions: {
        RESERVATION: full,
        SCHEDULE: { read: true, create: true, update: true, delete: false },
        MEMBERSHIP_MANAGEMENT: view,
      },
    });
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/setting-role");
  });

  it("offers a staff manager only the levels within their own actions, and says why", async () => {
    const managerSession = {
      clubId,
      userSession: {
        isBusinessOwner: false,
        isAdmin: false,
        userPermissions: { [clubId]: { ROLE_SETTING: full, STAFF_LIST: full, SCHEDULE: view } },
      },
    };
    renderScreen(AddRoleScreen, { route: "/add-role", session: managerSession, routes: {} });
    expect(await screen.findByText("Only actions you hold yourself can be granted.")).toBeTruthy();
    const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
    expect(radio("Staff: All").disabled).toBe(false);
    expect(radio("Price schedule: View").disabled).toBe(false);
    expect(radio("Price schedule: Edit").disabled).toBe(true);
    expect(radio("Member: View").disabled).toBe(true);
    // Nothing granted is always allowed.
    expect(radio("Member: None").disabled).toBe(false);
  });

  it("shows no such note to the owner, who may grant everything", async () => {
    renderScreen(AddRoleScreen, { route: "/add-role", session: ownerSession, routes: {} });
    expect(((await screen.findByRole("radio", { name: "Member: All" })) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect(screen.queryByText("Only actions you hold yourself can be granted.")).toBeNull();
  });

  it("puts a duplicated name on the name field and other failures in a dialog, in Vietnamese", async () => {
    let answer = { status: 409, data: { code: "role_name_duplicated", message: "…" } };
    renderScreen(AddRoleScreen, {
      route: "/add-role",
      session: ownerSession,
      lng: "vi",
      routes: { [`POST ${rolesUrl}`]: () => answer },
    });
    const name = screen.getByRole("textbox", { name: /Tên/ });
    await userEvent.type(name, "Viewer");
    await userEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(await screen.findByText("Tên vai trò này đã tồn tại.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    answer = { status: 500, data: { code: "", message: "" } };
    await userEvent.type(name, "2");
    await userEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(await screen.findByText("Không thể thêm vai trò!")).toBeTruthy();
  });

  it("asks for a name before sending anything", async () => {
    const { sent } = renderScreen(AddRoleScreen, { route: "/add-role", session: ownerSession });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});

/** The list and the edit screen in one router, with the address shown, to follow Edit to the edit screen. */
function RoleFlow() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="address">{`${pathname}${search}`}</output>
      {pathname === "/edit-role" ? <EditRoleScreen /> : <RoleListScreen />}
    </>
  );
}

describe("/edit-role", () => {
  const oddRole = role("cccccccccccccccccccccccc", "Auditor", {
    RESERVATION: { read: true, create: false, update: false, delete: true },
  });

  it("is opened from the list with the role's id in the address, and reads the role from it", async () => {
    renderScreen(RoleFlow, {
      route: "/*",
      url: "/setting-role",
      session: ownerSession,
      routes: {
        [`GET ${rolesUrl}`]: ok({ list: [desk, oddRole] }),
        [`GET ${rolesUrl}/${oddRole.roleId}`]: ok(oddRole),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Auditor" }));
    expect(screen.getByTestId("address").textContent).toBe(`/edit-role?id=${oddRole.roleId}`);
    expect(await screen.findByDisplayValue("Auditor")).toBeTruthy();
  });

  it.each([
    ["no id", "/edit-role"],
    ["an id that is not one", "/edit-role?id=auditor"],
  ])("with %s says the role is not there and leads back to the list, asking nothing", async (_case, url) => {
    const { sent } = renderScreen(EditRoleScreen, {
      route: "/edit-role",
      url,
      session: ownerSession,
    });
    expect((await screen.findByRole("alert")).textContent).toBe("This role no longer exists.");
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Roles and permissions" }));
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/setting-role");
  });

  it("shows any stored role's actions exactly and keeps read in step", async () => {
    const { sent } = renderScreen(EditRoleScreen, {
      route: "/edit-role",
      url: `/edit-role?id=${oddRole.roleId}`,
      session: ownerSession,
      routes: {
        [`GET ${rolesUrl}/${oddRole.roleId}`]: ok(oddRole),
        [`PUT ${rolesUrl}/${oddRole.roleId}`]: ok(oddRole),
      },
    });
    const box = (kind: string, action: string) =>
      screen.getByRole("checkbox", { name: `${kind}: ${action}` }) as HTMLInputElement;
    await screen.findByDisplayValue("Auditor");
    expect(["Read", "Create", "Update", "Delete"].map((a) => box("Reservation", a).checked)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    await userEvent.click(box("Dashboard", "Update"));
    expect(box("Dashboard", "Read").checked).toBe(true);
    await userEvent.click(box("Reservation", "Read"));
    expect(actions.map((a) => box("Reservation", a[0]?.toUpperCase() + a.slice(1)).checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const put = sent.find((r) => r.key.startsWith("PUT"));
    expect(put?.body).toMatchObject({
      name: "Auditor",
      permissions: {
        RESERVATION: { read: false, create: false, update: false, delete: false },
        DASHBOARD: { read: true, create: false, update: true, delete: false },
      },
    });
  });

  it("says so when the role is gone, and 'Failed to edit role!' when saving fails", async () => {
    const { unmount } = renderScreen(EditRoleScreen, {
      route: "/edit-role",
      url: `/edit-role?id=${oddRole.roleId}`,
      session: ownerSession,
      routes: { [`GET ${rolesUrl}/${oddRole.roleId}`]: { status: 404, data: { code: "not_found" } } },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("This role no longer exists.");
    unmount();
    renderScreen(EditRoleScreen, {
      route: "/edit-role",
      url: `/edit-role?id=${oddRole.roleId}`,
      session: ownerSession,
      routes: {
        [`GET ${rolesUrl}/${oddRole.roleId}`]: ok(oddRole),
        [`PUT ${rolesUrl}/${oddRole.roleId}`]: { status: 500 },
      },
    });
    await screen.findByDisplayValue("Auditor");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to edit role!")).toBeTruthy();
  });
});
