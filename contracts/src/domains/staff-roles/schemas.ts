import { z } from "zod";
import {
  emailField,
  missingOrInvalid,
  objectIdField,
  optionalTextField,
  queryIntField,
  textField,
} from "../common/fields";
import { type Action, actions, type FeatureKey, roleAccessKinds } from "../common/permissions";

/**
 * Roles and staff of a club (spec §3 "Role", "Staff", §6). A role grants, per kind `01`–`08`, the actions read,
 * create, update and delete; a staff member links an employee account to one club and one role.
 */

export type RoleKind = Exclude<FeatureKey, "ADMIN">;
export const roleKinds = roleAccessKinds as readonly RoleKind[];

/** What a role grants in one kind. */
export const kindActionsSchema = z.strictObject(
  Object.fromEntries(actions.map((action) => [action, z.boolean({ error: missingOrInvalid })])) as Record<
    Action,
    z.ZodBoolean
  >,
);
export type KindActions = z.infer<typeof kindActionsSchema>;

/** Per kind; a kind left out grants nothing. */
export const rolePermissionsSchema = z
  .strictObject(
    Object.fromEntries(roleKinds.map((kind) => [kind, kindActionsSchema.optional()])) as Record<
      RoleKind,
      z.ZodOptional<typeof kindActionsSchema>
    >,
    { error: missingOrInvalid },
  )
  .meta({ id: "RolePermissions" });
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

/** The add-role screen's three levels (spec §6) and the actions each one stands for. */
export const roleLevels = ["none", "view", "edit", "all"] as const;
export type RoleLevel = (typeof roleLevels)[number];
export const levelActions: Record<RoleLevel, KindActions> = {
  none: { read: false, create: false, update: false, delete: false },
  view: { read: true, create: false, update: false, delete: false },
  edit: { read: true, create: true, update: true, delete: false },
  all: { read: true, create: true, update: true, delete: true },
};

/**
 * The level that shows stored actions on the add-role screen: the highest level whose actions are all granted, so
 * a role made on the edit-role screen (say read and delete) never shows more than it grants.
 */
export function levelOf(granted: KindActions | undefined): RoleLevel {
  const has = (level: RoleLevel) => actions.every((a) => !levelActions[level][a] || granted?.[a] === true);
  if (has("all")) return "all";
  if (has("edit")) return "edit";
  if (has("view")) return "view";
  return "none";
}

export const ROLE_LIMITS = { name: 30, note: 200 } as const;

export const roleInputSchema = z
  .strictObject({
    name: textField(ROLE_LIMITS.name),
    note: optionalTextField(ROLE_LIMITS.note),
    permissions: rolePermissionsSchema,
  })
  .meta({ id: "RoleInput" });
export type RoleInput = z.infer<typeof roleInputSchema>;

export const roleSchema = z
  .object({
    roleId: z.string(),
    name: z.string(),
    note: z.string(),
    permissions: rolePermissionsSchema,
    /** Staff members holding the role, suspended ones included. */
    staffCount: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Role" });
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.object({ list: z.array(roleSchema) }).meta({ id: "RoleList" });
export type RoleList = z.infer<typeof roleListSchema>;

export const roleParamsSchema = z.object({ clubId: objectIdField, roleId: objectIdField });
export const staffParamsSchema = z.object({ clubId: objectIdField, staffId: objectIdField });

export const staffStatuses = ["active", "suspended"] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** Spec §9: tables show 9 rows per page. */
export const defaultStaffPageSize = 9;

export const staffListQuerySchema = z.object({
  page: queryIntField(1, 100_000, 1),
  pageSize: queryIntField(1, 100, defaultStaffPageSize),
  /** Part of the name or the email, any case. */
  q: optionalTextField(50).optional(),
  status: z.enum(staffStatuses, { error: missingOrInvalid }).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** `/staff-all`: the same list across the caller's clubs, optionally one of them. */
export const allStaffQuerySchema = staffListQuerySchema.extend({ clubId: objectIdField.optional() });
export type AllStaffQuery = z.infer<typeof allStaffQuerySchema>;

export const staffMemberSchema = z
  .object({
    staffId: z.string(),
    name: z.string(),
    email: z.string(),
    roleId: z.string(),
    roleName: z.string(),
    clubId: z.string(),
    clubName: z.string(),
    status: z.enum(staffStatuses),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "StaffMember" });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z
  .object({ list: z.array(staffMemberSchema), total: z.int(), page: z.int(), pageSize: z.int() })
  .meta({ id: "StaffList" });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffCreateSchema = z
  .strictObject({ email: emailField, roleId: objectIdField })
  .meta({ id: "StaffCreate" });
export type StaffCreate = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .strictObject({
    roleId: objectIdField.optional(),
    status: z.enum(staffStatuses, { error: missingOrInvalid }).optional(),
  })
  // A change that changes nothing would still land in the audit trail.
  .refine((update) => update.roleId !== undefined || update.status !== undefined, {
    error: "required",
    path: ["status"],
  })
  .meta({ id: "StaffUpdate" });
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;
