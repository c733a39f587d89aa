import type { FeatureKey } from "contracts/domains/common/permissions";

/** Which menu entries the current user may see (spec §4 "Access flags"). */
export interface SpecAccessFlags {
  home: boolean;
  clubInformation: boolean;
  schedule: boolean;
  staffList: boolean;
  roleSetting: boolean;
  reservation: boolean;
  membership: boolean;
  roleManagement: boolean;
  profile: boolean;
  /**
   * Not one of spec §4's flags: the "All staff" entry (`/staff-all`), for business owners and administrators
   * whatever the page or the selected club, since the list covers all their clubs.
   */
  allStaff: boolean;
}

/** The kinds a club role grants (spec §6 codes 01–08), by their feature key. */
export type RoleKind = Exclude<FeatureKey, "ADMIN">;

/**
 * Written out rather than read from the contracts' list, which lives beside zod schemas the shell keeps out of its
 * first load; `access-flags.test.ts` holds the two lists equal.
 */
export const ROLE_KINDS: readonly RoleKind[] = [
  "SCHEDULE",
  "STAFF_LIST",
  "ROLE_SETTING",
  "RESERVATION",
  "CLUB_INFORMATION",
  "MEMBERSHIP_MANAGEMENT",
  "ACCOUNT",
  "DASHBOARD",
];

/**
 * Spec §4's flags, and one flag per role kind: whether the user's role in the selected club grants anything of
 * that kind (always, for administrators and full roles). A remote's menu entry names either, so a section gated by
 * a kind spec §4 has no flag for (the dashboard's `DASHBOARD`) needs no change to the shell.
 */
export type AccessMap = SpecAccessFlags & Record<RoleKind, boolean>;
