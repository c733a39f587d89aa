import "test-kit/polyfills";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { roleKinds } from "contracts/domains/staff-roles/schemas";
import { useLocation } from "react-router-dom";
import { landedOn, renderScreen } from "test-kit/render-screen";
import { AddStaffScreen, EditStaffScreen } from "./staff-form-screen";
import { AllStaffScreen, StaffScreen } from "./staff-screens";

const clubId = "aaaaaaaaaaaaaaaaaaaaaaaa";
const full = { read: true, create: true, update: true, delete: true };
const ownerSession = {
  clubId,
  userSession: {
    isBusinessOwner: true,
    isAdmin: false,
    userPermissions: { [clubId]: Object.fromEntries(roleKinds.map((kind) => [kind, full])) },
  },
};
const base = `/api/v1.0/clubs/${clubId}`;
const ok = (result: unknown) => ({ status: 200, data: { result } });
const member = (n: number, status: "active" | "suspended" = "active") => ({
  staffId: String(n).padStart(24, "0"),
  name: `Person ${n}`,
  email: `p${n}@example.com`,
  roleId: "bbbbbbbbbbbbbbbbbbbbbbbb",
  roleName: "Front desk",
  clubId,
  clubName: "Hanbit Country Club",
  status,
  createdAt: "2026-11-01T00:00:00.000Z",
});
const deskRole = {
  roleId: "bbbbbbbbbbbbbbbbbbbbbbbb",
  name: "Front desk",
  note: "",
  permissions: {},
  staffCount: 1,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

afterEach(() => jest.restoreAllMocks());

describe("/staff", () => {
  it("pages 9 at a time, searches and filters by status on the server", async () => {
    const { sent } = renderScreen(StaffScreen, {
      route: "/staff",
      session: ownerSession,
      routes: {
        [`GET ${base}/staff`]: (config) => {
          const page = Number(config.params?.page ?? 1);
          const list = Array.from({ length: page === 3 ? 2 : 9 }, (_, i) => member((page - 1) * 9 + i + 1));
          return ok({ list, total: 20, page, pageSize: 9 });
        },
      },
    });
    expect(await screen.findByText("Person 1")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(10);
    expect(screen.queryByRole("columnheader", { name: "Golf club" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Person 19")).toBeTruthy();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search by name or email" }), "linh{Enter}");
    await userEvent.click(screen.getByRole("combobox", { name: /Status/ }));
    await userEvent.click(screen.getByRole("option", { name: "Suspended" }));
    const last = sent.filter((r) => r.key === `GET ${base}/staff`).at(-1);
    expect(last?.config.params).toEqual({ page: 1, q: "linh", status: "suspended" });
  });

  it("adding staff to a club without roles says 'Please setting role first' and leads to /add-role", async () => {
    renderScreen(StaffScreen, {
      route: "/staff",
      session: ownerSession,
      routes: {
        [`GET ${base}/staff`]: ok({ list: [], total: 0, page: 1, pageSize: 9 }),
        [`GET ${base}/roles`]: ok({ list: [] }),
      },
    });
    expect(await screen.findByText("No staff yet.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add staff" }));
    expect(await screen.findByText("Please setting role first")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/add-role");
  });

  it("deletes after a confirmation and says 'Failed to delete staff!' when it fails", async () => {
    renderScreen(StaffScreen, {
      route: "/staff",
      session: ownerSession,
      routes: {
        [`GET ${base}/staff`]: ok({ list: [member(1)], total: 1, page: 1, pageSize: 9 }),
        [`DELETE ${base}/staff/${member(1).staffId}`]: { status: 500 },
      },
    });
    const row = (await screen.findByText("Person 1")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "Delete Person 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Failed to delete staff!")).toBeTruthy();
  });
});

describe("/staff when the selected club changes", () => {
  it("shows the new club's staff in place, keeping what the user typed", async () => {
    const otherClub = "eeeeeeeeeeeeeeeeeeeeeeee";
    const otherMember = {
      ...member(7),
      name: "Nguyen Linh",
      clubId: otherClub,
      clubName: "Saigon Riverside",
    };
    const { session, sent } = renderScreen(StaffScreen, {
      route: "/staff",
      session: {
        ...ownerSession,
        userSession: {
          ...ownerSession.userSession,
          userPermissions: { ...ownerSession.userSession.userPermissions, [otherClub]: {} },
        },
      },
      routes: {
        [`GET ${base}/staff`]: ok({ list: [member(1)], total: 1, page: 1, pageSize: 9 }),
        [`GET /api/v1.0/clubs/${otherClub}/staff`]: ok({
          list: [otherMember],
          total: 1,
          page: 1,
          pageSize: 9,
        }),
      },
    });
    expect(await screen.findByText("Person 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add staff" })).toBeTruthy();
    const search = screen.getByRole("searchbox", { name: "Search by name or email" });
    await userEvent.type(search, "linh");
    act(() => session.set("clubId", otherClub));
    expect(await screen.findByText("Nguyen Linh")).toBeTruthy();
    expect(screen.queryByText("Person 1")).toBeNull();
    // The same field with the same text: the screen was not mounted afresh.
    expect(screen.getByRole("searchbox", { name: "Search by name or email" })).toBe(search);
    expect((search as HTMLInputElement).value).toBe("linh");
    // What the user may do follows the club too: nothing is granted in the other one.
    expect(screen.queryByRole("button", { name: "Add staff" })).toBeNull();
    expect(sent.filter((r) => r.key === `GET /api/v1.0/clubs/${otherClub}/staff`)).toHaveLength(1);
  });
});

/** The list and the edit screen in one router, with the address shown, to follow Edit to the edit screen. */
function StaffFlow() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="address">{`${pathname}${search}`}</output>
      {pathname === "/edit-staff" ? (
        <EditStaffScreen />
      ) : pathname === "/staff-all" ? (
        <AllStaffScreen />
      ) : (
        <StaffScreen />
      )}
    </>
  );
}

describe("/staff-all", () => {
  it("shows the club column and asks for all of the owner's clubs", async () => {
    const { sent } = renderScreen(AllStaffScreen, {
      route: "/staff-all",
      session: ownerSession,
      lng: "ko",
      routes: {
        "GET /api/v1.0/staff": ok({ list: [member(1, "suspended")], total: 1, page: 1, pageSize: 9 }),
        "GET /api/v1.0/clubs": ok({ list: [], more: false }),
      },
    });
    const row = (await screen.findByText("Person 1")).closest("tr") as HTMLElement;
    expect(screen.getByRole("columnheader", { name: "골프장" })).toBeTruthy();
    expect(within(row).getByText("정지됨")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "직원 추가" })).toBeNull();
    expect(sent.find((r) => r.key === "GET /api/v1.0/staff")?.config.params).toEqual({ page: 1 });
  });
});

describe("/staff-all for an administrator", () => {
  it("filters by any club of the platform, listed once from GET /clubs, and asks for that club's staff", async () => {
    const club = (clubId: string, clubName: string, userRole: string) => ({
      clubId,
      clubName,
      clubImage: null,
      clubCity: "Seoul",
      clubCountry: "KR",
      userRole,
    });
    const { sent } = renderScreen(AllStaffScreen, {
      route: "/staff-all",
      session: { userSession: { isAdmin: true, isBusinessOwner: false, userPermissions: {} } },
      routes: {
        "GET /api/v1.0/staff": ok({ list: [member(1, "active")], total: 1, page: 1, pageSize: 9 }),
        "GET /api/v1.0/clubs": ok({
          list: [
            club("a".repeat(24), "Hanbit Country Club", "admin"),
            club("b".repeat(24), "Saigon Riverside", "admin"),
          ],
        }),
      },
    });
    await screen.findByText("Person 1");
    await userEvent.click(await screen.findByLabelText("Golf club"));
    await userEvent.click(await screen.findByRole("option", { name: "Saigon Riverside" }));
    await waitFor(() =>
      expect(sent.filter((r) => r.key === "GET /api/v1.0/staff").at(-1)?.config.params).toMatchObject({
        clubId: "b".repeat(24),
      }),
    );
    expect(sent.filter((r) => r.key === "GET /api/v1.0/clubs")).toHaveLength(1);
  });
});

describe("/add-staff", () => {
  const addRoutes = (reply: { status: number; data?: unknown }) => ({
    [`GET ${base}/roles`]: ok({ list: [deskRole] }),
    [`POST ${base}/staff`]: reply,
  });

  it.each([
    ["en", "staff_email_unknown", "No one has that email!", "Save"],
    ["en", "staff_email_unverified", "The staff did not verify the email!", "Save"],
    ["vi", "staff_email_unverified", "Nhân viên chưa xác minh email!", "Lưu"],
  ])("in %s, %s shows under the email", async (lng, code, text, save) => {
    renderScreen(AddStaffScreen, {
      route: "/add-staff",
      session: ownerSession,
      lng,
      routes: addRoutes({ status: code === "staff_email_unknown" ? 404 : 422, data: { code } }),
    });
    const email = await screen.findByRole("textbox", { name: /Email/ });
    await userEvent.type(email, "linh@example.com");
    await userEvent.click(screen.getByRole("button", { name: save }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("adds with the chosen role and returns to the list", async () => {
    const { sent } = renderScreen(AddStaffScreen, {
      route: "/add-staff",
      session: ownerSession,
      routes: addRoutes({ status: 201, data: { result: member(1) } }),
    });
    await userEvent.type(await screen.findByRole("textbox", { name: /Email/ }), "p1@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(sent.find((r) => r.key.startsWith("POST"))?.body).toEqual({
      email: "p1@example.com",
      roleId: deskRole.roleId,
    });
    expect(landedOn(await screen.findByTestId("location"))).toEqual({
      path: "/staff",
      state: { added: "p1@example.com" },
    });
  });

  it("offers a staff manager only the roles within their own actions", async () => {
    const managerRole = {
      ...deskRole,
      roleId: "c".repeat(24),
      name: "Manager",
      permissions: { RESERVATION: full },
    };
    const helperRole = {
      ...deskRole,
      roleId: "d".repeat(24),
      name: "Helper",
      permissions: { STAFF_LIST: full },
    };
    const { sent } = renderScreen(AddStaffScreen, {
      route: "/add-staff",
      session: {
        clubId,
        userSession: {
          isBusinessOwner: false,
          isAdmin: false,
          userPermissions: { [clubId]: { STAFF_LIST: full, ROLE_SETTING: full } },
        },
      },
      routes: {
        [`GET ${base}/roles`]: ok({ list: [managerRole, deskRole, helperRole] }),
        [`POST ${base}/staff`]: { status: 201, data: { result: member(1) } },
      },
    });
    await userEvent.type(await screen.findByRole("textbox", { name: /Email/ }), "p1@example.com");
    await userEvent.click(screen.getByRole("combobox", { name: /Role/ }));
    expect(screen.queryByRole("option", { name: "Manager" })).toBeNull();
    expect(screen.getByRole("option", { name: "Helper" })).toBeTruthy();
    await userEvent.click(screen.getByRole("option", { name: "Helper" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(sent.find((r) => r.key.startsWith("POST"))?.body).toEqual({
      email: "p1@example.com",
      roleId: helperRole.roleId,
    });
  });

  it("sends a club with no role to /add-role first", async () => {
    renderScreen(AddStaffScreen, {
      route: "/add-staff",
      session: ownerSession,
      routes: { [`GET ${base}/roles`]: ok({ list: [] }) },
    });
    expect(await screen.findByText("Please setting role first")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/add-role");
  });
});

describe("/edit-staff", () => {
  it("is opened from the list with the member's id in the address, and reads the member from it", async () => {
    const one = member(1);
    renderScreen(StaffFlow, {
      route: "/*",
      url: "/staff",
      session: ownerSession,
      routes: {
        [`GET ${base}/staff`]: ok({ list: [one], total: 1, page: 1, pageSize: 9 }),
        [`GET ${base}/staff/${one.staffId}`]: ok(one),
        [`GET ${base}/roles`]: ok({ list: [deskRole] }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Person 1" }));
    expect(screen.getByTestId("address").textContent).toBe(`/edit-staff?id=${one.staffId}`);
    expect(await screen.findByDisplayValue("p1@example.com")).toBeTruthy();
    expect(screen.getByDisplayValue("Person 1")).toBeTruthy();
  });

  it("from /staff-all carries the member's club in the address and goes back there", async () => {
    const otherClub = "eeeeeeeeeeeeeeeeeeeeeeee";
    const far = { ...member(3), clubId: otherClub, clubName: "Saigon Riverside" };
    renderScreen(StaffFlow, {
      route: "/*",
      url: "/staff-all",
      session: ownerSession,
      routes: {
        "GET /api/v1.0/staff": ok({ list: [far], total: 1, page: 1, pageSize: 9 }),
        "GET /api/v1.0/clubs": ok({ list: [], more: false }),
        [`GET /api/v1.0/clubs/${otherClub}/staff/${far.staffId}`]: ok(far),
        [`GET /api/v1.0/clubs/${otherClub}/roles`]: ok({ list: [deskRole] }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Person 3" }));
    expect(screen.getByTestId("address").textContent).toBe(`/edit-staff?id=${far.staffId}&club=${otherClub}`);
    expect(await screen.findByDisplayValue("p3@example.com")).toBeTruthy();
    expect(screen.getByText("Saigon Riverside")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByTestId("address").textContent).toBe("/staff-all");
  });

  it.each([
    ["no id", "/edit-staff"],
    ["an id that is not one", "/edit-staff?id=nope"],
    ["an id the club does not have", `/edit-staff?id=${"9".repeat(24)}`],
  ])("with %s says the member is not there and leads back to the list", async (_case, url) => {
    renderScreen(EditStaffScreen, {
      route: "/edit-staff",
      url,
      session: ownerSession,
      routes: {
        [`GET ${base}/roles`]: ok({ list: [deskRole] }),
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("This staff member no longer exists.");
    await userEvent.click(screen.getByRole("button", { name: "Staff list" }));
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/staff");
  });

  it("asks for the one member its address names", async () => {
    const wanted = member(150);
    const { sent } = renderScreen(EditStaffScreen, {
      route: "/edit-staff",
      url: `/edit-staff?id=${wanted.staffId}`,
      session: ownerSession,
      routes: {
        [`GET ${base}/staff/${wanted.staffId}`]: ok(wanted),
        [`GET ${base}/roles`]: ok({ list: [deskRole] }),
      },
    });
    expect(await screen.findByDisplayValue("p150@example.com")).toBeTruthy();
    expect(sent.filter((r) => r.key.startsWith(`GET ${base}/staff`)).map((r) => r.key)).toEqual([
      `GET ${base}/staff/${wanted.staffId}`,
    ]);
  });

  it("changes the status and goes back to the list it came from", async () => {
    const one = member(1);
    const { sent } = renderScreen(EditStaffScreen, {
      route: "/edit-staff",
      url: `/edit-staff?id=${one.staffId}&club=${clubId}`,
      session: ownerSession,
      routes: {
        [`GET ${base}/staff/${one.staffId}`]: ok(one),
        [`GET ${base}/roles`]: ok({ list: [deskRole] }),
        [`PATCH ${base}/staff/${one.staffId}`]: ok({ ...one, status: "suspended" }),
      },
    });
    expect(await screen.findByDisplayValue("p1@example.com")).toBeTruthy();
    await userEvent.click(screen.getByRole("combobox", { name: /Status/ }));
    await userEvent.click(screen.getByRole("option", { name: "Suspended" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(sent.find((r) => r.key.startsWith("PATCH"))?.body).toEqual({
      roleId: deskRole.roleId,
      status: "suspended",
    });
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/staff-all");
  });

  it("says a 422's issue under its field and stays on the form", async () => {
    const one = member(1);
    renderScreen(EditStaffScreen, {
      route: "/edit-staff",
      url: `/edit-staff?id=${one.staffId}`,
      session: ownerSession,
      routes: {
        [`GET ${base}/staff/${one.staffId}`]: ok(one),
        [`GET ${base}/roles`]: ok({ list: [deskRole] }),
        [`PATCH ${base}/staff/${one.staffId}`]: {
          status: 422,
          data: { code: "validation_failed", issues: [{ path: "status", message: "Choose a status." }] },
        },
      },
    });
    expect(await screen.findByDisplayValue("p1@example.com")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose a status.")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: /Status/ }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
