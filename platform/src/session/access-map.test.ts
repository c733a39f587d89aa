import type { RoleAccess } from "contracts/domains/common/permissions";
import { declaredRouteTable } from "test-kit/declared-remotes";
import { type AccessInput, computeAccessMap, isClubFreeMenuPage } from "./access-map";

const routes = declaredRouteTable();

const role = (codes: string[], granted: number, total: number): RoleAccess => ({
  list: codes.map((accessCode) => ({ roleName: "Front desk", accessCode })),
  roleAccessCnt: granted,
  roleAccessKindCnt: total,
});

/** As the shell decides it: a page with the menu that its remote declares as not needing a club. */
const compute = ({ pathname = "/price-schedule", ...input }: Partial<AccessInput> & { pathname?: string }) =>
  computeAccessMap({
    clubFree: isClubFreeMenuPage(routes, pathname),
    source: { kind: "admin" },
    profile: true,
    allStaff: false,
    ...input,
  });

/** Spec §4's flags that are on (the role kinds' flags are upper case). */
const granted = (access: object) =>
  Object.entries(access)
    .filter(([flag, on]) => on && /^[a-z]/.test(flag))
    .map(([flag]) => flag);
const kinds = (access: object) =>
  Object.entries(access)
    .filter(([flag, on]) => on && /^[A-Z]/.test(flag))
    .map(([flag]) => flag);

describe("access flags (spec §4)", () => {
  it.each(["/price-schedule", "/home"])("grants nothing to a signed-out visitor on %s", (pathname) => {
    const { access, roleName } = compute({ pathname, source: { kind: "signedOut" } });
    expect(granted(access)).toEqual([]);
    expect(roleName).toBe("");
  });

  it("gives an administrator everything, with role name admin", () => {
    const { access, roleName } = compute({ source: { kind: "admin" } });
    expect(roleName).toBe("admin");
    expect(granted(access)).toHaveLength(9);
    expect(access.allStaff).toBe(false);
  });

  it.each(["/home", "/staff-all"])("shows only Home (and the stored profile flag) on %s", (pathname) => {
    const full = role(["SCHEDULE"], 5, 5);
    expect(
      granted(compute({ pathname, source: { kind: "role", role: full }, profile: true }).access),
    ).toEqual(["home", "profile"]);
  });

  it.each(["/home", "/staff-all", "/client"])(
    "shows an administrator Home and the Client list, not club work, on %s",
    (pathname) => {
      const { access, roleName } = compute({ pathname, source: { kind: "admin" }, profile: false });
      expect(granted(access)).toEqual(["home", "roleManagement"]);
      expect(roleName).toBe("admin");
    },
  );

  it("gives a full role everything except the admin-only item", () => {
    const { access, roleName } = compute({ source: { kind: "role", role: role(["SCHEDULE"], 5, 5) } });
    expect(roleName).toBe("Front desk");
    expect(access.roleManagement).toBe(false);
    expect(granted(access)).toHaveLength(8);
  });

  it("enables only the matching codes of a partial role", () => {
    const { access } = compute({
      source: { kind: "role", role: role(["SCHEDULE", "RESERVATION", "MEMBERSHIP_MANAGEMENT"], 3, 5) },
      profile: false,
    });
    expect(granted(access)).toEqual(["home", "schedule", "reservation", "membership"]);
    const other = compute({ source: { kind: "role", role: role(["STAFF_LIST", "CLUB_INFORMATION"], 2, 5) } });
    expect(granted(other.access)).toEqual(["home", "clubInformation", "staffList", "profile"]);
  });

  it("switches the Staff entry's Permissions child on for a partial role holding ROLE_SETTING", () => {
    const { access } = compute({
      source: { kind: "role", role: role(["ROLE_SETTING"], 1, 8) },
      profile: false,
    });
    expect(granted(access)).toEqual(["home", "roleSetting"]);
  });

  it.each(["/home", "/staff-all", "/price-schedule"])(
    "offers All staff to business owners and administrators on %s, whatever the club's role",
    (pathname) => {
      const owner = compute({ pathname, source: { kind: "role", role: null }, allStaff: true });
      expect(owner.access.allStaff).toBe(true);
      const employee = compute({ pathname, source: { kind: "role", role: role(["STAFF_LIST"], 8, 8) } });
      expect(employee.access.allStaff).toBe(false);
      expect(compute({ pathname, source: { kind: "signedOut" }, allStaff: true }).access.allStaff).toBe(
        false,
      );
    },
  );

  it("turns a role kind's flag on where the club's role grants anything of it (a remote's menu names DASHBOARD)", () => {
    const partial = compute({ source: { kind: "role", role: role(["DASHBOARD", "RESERVATION"], 2, 8) } });
    expect(kinds(partial.access)).toEqual(["RESERVATION", "DASHBOARD"]);
    expect(kinds(compute({ source: { kind: "role", role: role(["SCHEDULE"], 8, 8) } }).access)).toHaveLength(
      8,
    );
    expect(kinds(compute({ source: { kind: "admin" } }).access)).toHaveLength(8);
    expect(kinds(compute({ pathname: "/home", source: { kind: "admin" } }).access)).toEqual([]);
    expect(kinds(compute({ source: { kind: "signedOut" } }).access)).toEqual([]);
  });

  it("leaves the role name empty when there is no role or the lookup failed", () => {
    const { access, roleName } = compute({ source: { kind: "role", role: null } });
    expect(roleName).toBe("");
    expect(access.schedule).toBe(false);
    expect(access.roleManagement).toBe(false);
  });
});
