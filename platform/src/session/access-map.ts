import type { RoleAccess } from "contracts/domains/common/permissions";
import { type AccessMap, ROLE_KINDS, type RoleKind } from "../core/access-flags";
import type { RouteTable } from "../core/route-table";

/** Where the access flags come from (spec §4 "Access flags"). */
export type AccessSource =
  /** Nobody is signed in: nothing is granted (the shell sends protected routes to /login anyway). */
  | { kind: "signedOut" }
  | { kind: "admin" }
  /** The selected club's role; null when there is none or the lookup failed. */
  | { kind: "role"; role: RoleAccess | null };

export interface AccessInput {
  /**
   * A page with the menu that works without a selected club (spec §4: /home and /staff-all, declared by their
   * remotes as not needing a club): the menu offers Home only there.
   */
  clubFree: boolean;
  source: AccessSource;
  /** The last flag, from the stored profile (a signed-in user may see their profile). */
  profile: boolean;
  /** The session belongs to a business owner or an administrator: the "All staff" entry. */
  allStaff: boolean;
}

export interface AccessState {
  access: AccessMap;
  roleName: string;
}

const none: AccessMap = {
  home: false,
  clubInformation: false,
  schedule: false,
  staffList: false,
  roleSetting: false,
  reservation: false,
  membership: false,
  roleManagement: false,
  profile: false,
  allStaff: false,
  ...(Object.fromEntries(ROLE_KINDS.map((kind) => [kind, false])) as Record<RoleKind, boolean>),
};

const everything: AccessMap = Object.fromEntries(
  Object.keys(none).map((k) => [k, true]),
) as unknown as AccessMap;

/** What a signed-out visitor may see: no menu entry. */
export const SIGNED_OUT_ACCESS: AccessMap = { ...none };

/**
 * Role access codes that switch on one menu flag each when a role is partial. ROLE_SETTING is not in spec §4's
 * list, but the club's Staff entry and its Permissions child are for whoever holds it.
 */
const CODE_TO_FLAG: Record<string, keyof AccessMap> = {
  SCHEDULE: "schedule",
  STAFF_LIST: "staffList",
  ROLE_SETTING: "roleSetting",
  RESERVATION: "reservation",
  CLUB_INFORMATION: "clubInformation",
  MEMBERSHIP_MANAGEMENT: "membership",
};

/** A page with the menu whose remote declares it does not need a selected club (spec §4: /home, /staff-all). */
export const isClubFreeMenuPage = (routes: Pick<RouteTable, "needsClub" | "isFullPage">, pathname: string) =>
  !routes.needsClub(pathname) && !routes.isFullPage(pathname);

export function computeAccessMap(input: AccessInput): AccessState {
  const { source } = input;
  if (source.kind === "signedOut") return { access: { ...none }, roleName: "" };
  const state = clubAccessOf(input.clubFree, source, input.profile);
  return { ...state, access: { ...state.access, allStaff: input.allStaff } };
}

function clubAccessOf(
  clubFree: boolean,
  source: Exclude<AccessSource, { kind: "signedOut" }>,
  profile: boolean,
): AccessState {
  if (clubFree) {
    // Client review is not club work: an administrator finds the Client list entry before choosing a club, and on
    // the client list itself, which needs no club.
    if (source.kind === "admin")
      return { access: { ...none, home: true, roleManagement: true, profile }, roleName: "admin" };
    return { access: { ...none, home: true, profile }, roleName: source.role?.list[0]?.roleName ?? "" };
  }
  if (source.kind === "admin") return { access: { ...everything }, roleName: "admin" };
  const role = source.role;
  const roleName = role?.list[0]?.roleName ?? "";
  if (!role || role.list.length === 0) return { access: { ...none, home: true, profile }, roleName };
  if (role.roleAccessCnt === role.roleAccessKindCnt) {
    return { access: { ...everything, roleManagement: false, profile }, roleName };
  }
  const access: AccessMap = { ...none, home: true, profile };
  for (const { accessCode } of role.list) {
    const flag = CODE_TO_FLAG[accessCode];
    if (flag) access[flag] = true;
    if ((ROLE_KINDS as readonly string[]).includes(accessCode)) access[accessCode as RoleKind] = true;
  }
  return { access, roleName };
}
