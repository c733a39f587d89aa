import { createRoute } from "@hono/zod-openapi";
import { clubParamsSchema, deletedSchema } from "contracts/domains/common/fields";
import {
  allStaffQuerySchema,
  roleInputSchema,
  roleListSchema,
  roleParamsSchema,
  roleSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffUpdateSchema,
} from "contracts/domains/staff-roles/schemas";
import * as endpoints from "contracts/endpoints/staff-roles";
import { bearerSecurity, clubAccessErrors, clubScoped, errors, jsonBody, ok } from "../../lib/openapi";

const roles = { tags: ["Roles and staff"] };

export const listRoles = createRoute({
  ...roles,
  ...clubScoped({ feature: "ROLE_SETTING", action: "read" }),
  ...endpoints.listRoles,
  summary: "The club's roles with the staff count of each (ROLE_SETTING read)",
  request: { params: clubParamsSchema },
  responses: { 200: ok(roleListSchema, "Roles, oldest first"), ...clubAccessErrors() },
});

export const createRole = createRoute({
  ...roles,
  ...clubScoped({ feature: "ROLE_SETTING", action: "create" }),
  ...endpoints.createRole,
  summary: "Add a role (ROLE_SETTING create)",
  request: { params: clubParamsSchema, ...jsonBody(roleInputSchema) },
  responses: {
    201: ok(roleSchema, "The new role"),
    ...clubAccessErrors(),
    ...errors([409, "Another role of the club has this name, any case (role_name_duplicated)"]),
  },
});

export const getRole = createRoute({
  ...roles,
  ...clubScoped({ feature: "ROLE_SETTING", action: "read" }),
  ...endpoints.getRole,
  summary: "One role (ROLE_SETTING read)",
  request: { params: roleParamsSchema },
  responses: { 200: ok(roleSchema, "Role"), ...clubAccessErrors() },
});

export const updateRole = createRoute({
  ...roles,
  ...clubScoped({ feature: "ROLE_SETTING", action: "update" }),
  ...endpoints.updateRole,
  summary:
    "Replace a role's name, note and permissions (ROLE_SETTING update); staff holding it are affected at once",
  request: { params: roleParamsSchema, ...jsonBody(roleInputSchema) },
  responses: {
    200: ok(roleSchema, "The updated role"),
    ...clubAccessErrors(),
    ...errors([409, "Another role of the club has this name, any case (role_name_duplicated)"]),
  },
});

export const deleteRole = createRoute({
  ...roles,
  ...clubScoped({ feature: "ROLE_SETTING", action: "delete" }),
  ...endpoints.deleteRole,
  summary: "Delete a role no staff member holds (ROLE_SETTING delete)",
  request: { params: roleParamsSchema },
  responses: {
    200: ok(deletedSchema, "Deleted"),
    ...clubAccessErrors(),
    ...errors([409, "Staff hold the role (role_in_use)"]),
  },
});

export const listStaff = createRoute({
  ...roles,
  ...clubScoped({ feature: "STAFF_LIST", action: "read" }),
  ...endpoints.listStaff,
  summary: "One page of the club's staff, newest first, searchable by name or email (STAFF_LIST read)",
  request: { params: clubParamsSchema, query: staffListQuerySchema },
  responses: { 200: ok(staffListSchema, "One page of staff"), ...clubAccessErrors() },
});

export const addStaff = createRoute({
  ...roles,
  ...clubScoped({ feature: "STAFF_LIST", action: "create" }),
  ...endpoints.addStaff,
  summary: "Add an employee account as staff with a role (STAFF_LIST create); the employee is mailed",
  request: { params: clubParamsSchema, ...jsonBody(staffCreateSchema) },
  responses: {
    201: ok(staffMemberSchema, "The new staff member"),
    ...clubAccessErrors(),
    ...errors(
      [404, "No club as above, or no account with this email (staff_email_unknown)"],
      [409, "The account is already staff of the club (staff_duplicated)"],
      [
        422,
        "Validation failed; the club has no role yet (role_setting_required); the email is not verified " +
          "(staff_email_unverified); the account is not an employee (staff_not_employee)",
      ],
    ),
  },
});

export const getStaffMember = createRoute({
  ...roles,
  ...clubScoped({ feature: "STAFF_LIST", action: "read" }),
  ...endpoints.getStaffMember,
  summary: "One staff member of the club, for their edit screen (STAFF_LIST read)",
  request: { params: staffParamsSchema },
  responses: { 200: ok(staffMemberSchema, "The staff member"), ...clubAccessErrors() },
});

export const updateStaff = createRoute({
  ...roles,
  ...clubScoped({ feature: "STAFF_LIST", action: "update" }),
  ...endpoints.updateStaff,
  summary: "Change a staff member's role or status (STAFF_LIST update); counts from their next request",
  request: { params: staffParamsSchema, ...jsonBody(staffUpdateSchema) },
  responses: { 200: ok(staffMemberSchema, "The updated staff member"), ...clubAccessErrors() },
});

export const deleteStaff = createRoute({
  ...roles,
  ...clubScoped({ feature: "STAFF_LIST", action: "delete" }),
  ...endpoints.deleteStaff,
  summary: "Remove a staff member from the club (STAFF_LIST delete); counts from their next request",
  request: { params: staffParamsSchema },
  responses: { 200: ok(deletedSchema, "Removed"), ...clubAccessErrors() },
});

export const listAllStaff = createRoute({
  ...roles,
  security: bearerSecurity,
  ...endpoints.listAllStaff,
  summary: "Staff across every club the caller owns (administrators: every club), optionally one club",
  request: { query: allStaffQuerySchema },
  responses: {
    200: ok(staffListSchema, "One page of staff"),
    ...errors(
      [
        403,
        "An account behind a gate (account_gate), or neither a business owner nor an administrator (forbidden)",
      ],
      [404, "A club id the caller does not own: the answer for a club that does not exist"],
    ),
  },
});
