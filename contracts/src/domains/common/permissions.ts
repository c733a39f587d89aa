import { z } from "zod";
import { objectIdField } from "./fields";

/** Feature codes of spec §6. `00` is the administrator bit; the others are the kinds a role can grant. */
export const features = [
  { code: "00", key: "ADMIN" },
  { code: "01", key: "SCHEDULE" },
  { code: "02", key: "STAFF_LIST" },
  { code: "03", key: "ROLE_SETTING" },
  { code: "04", key: "RESERVATION" },
  { code: "05", key: "CLUB_INFORMATION" },
  { code: "06", key: "MEMBERSHIP_MANAGEMENT" },
  { code: "07", key: "ACCOUNT" },
  { code: "08", key: "DASHBOARD" },
] as const;
export type FeatureKey = (typeof features)[number]["key"];
export type FeatureCode = (typeof features)[number]["code"];

/** The kinds a club role can grant: every feature except the administrator bit. */
export const roleAccessKinds = features.filter((f) => f.code !== "00").map((f) => f.key);

export const actions = ["read", "create", "update", "delete"] as const;
export type Action = (typeof actions)[number];

/** Per club id, then feature key, then action. */
export const userPermissionsSchema = z.record(
  z.string(),
  z.record(z.string(), z.record(z.string(), z.boolean())),
);
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const roleAccessQuerySchema = z.object({
  clubId: objectIdField,
});

export const roleAccessSchema = z
  .object({
    list: z.array(z.object({ roleName: z.string(), accessCode: z.string() })),
    roleAccessCnt: z.int(),
    roleAccessKindCnt: z.int(),
  })
  .meta({ id: "RoleAccess" });
export type RoleAccess = z.infer<typeof roleAccessSchema>;

/** `GET /users/permissions`: the session record of spec §3 as it stands now, so the client can refresh it. */
export const userSessionSchema = z
  .object({ isBusinessOwner: z.boolean(), isAdmin: z.boolean(), userPermissions: userPermissionsSchema })
  .meta({ id: "UserSession" });
export type UserSessionAnswer = z.infer<typeof userSessionSchema>;
