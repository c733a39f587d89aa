import type { RoleAccess } from "../domains/common/permissions";
import type { AccessMap } from "../platform/contract";
import { normalizePath } from "../platform/routes";

/** Where the access flags come from (spec §4 "Access flags"). */
export type AccessSource =
  /** Nobody is signed in: nothing is granted (the shell sends protected routes to /login anyway). */
  | { kind: "signedOut" }
  | { kind: "admin" }
  /** The selected club's role; null when there is none or the lookup failed. */
  | { kind: "role"; role: RoleAccess | null };

export interface AccessInput {
  pathname: string;
  source: AccessSource;
  /** The last flag, from the stored profile (a signed-in user may see their profile). */
  profile: boolean;
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
};

const everything: AccessMap = Object.fromEntries(
  Object.keys(none).map((k) => [k, true]),
) as unknown as AccessMap;

/** What a signed-out visitor may see: no menu entry. */
export const SIGNED_OUT_ACCESS: AccessMap = { ...none };

/** Role access codes that switch on one menu flag each when a role is partial. */
const CODE_TO_FLAG: Record<string, keyof AccessMap> = {
  SCHEDULE: "schedule",
  STAFF_LIST: "staffList",
  RESERVATION: "reservation",
  CLUB_INFORMATION: "clubInformation",
  MEMBERSHIP_MANAGEMENT: "membership",
};

/** Club-independent pages: only Home (and the profile) make sense before a club is chosen. */
const CLUB_FREE_PATHS = ["/home", "/staff-all"];

export function computeAccessMap({ pathname, source, profile }: AccessInput): AccessState {
  if (source.kind === "signedOut") return { access: { ...none }, roleName: "" };
  if (CLUB_FREE_PATHS.includes(normalizePath(pathname))) {
    const roleName = source.kind === "admin" ? "admin" : (source.role?.list[0]?.roleName ?? "");
    return { access: { ...none, home: true, profile }, roleName };
  }
  if (source.kind === "admin") return { access: everything, roleName: "admin" };
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
  }
  return { access, roleName };
}
