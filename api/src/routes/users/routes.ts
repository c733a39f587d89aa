import { createRoute } from "@hono/zod-openapi";
import {
  updateUserSchema,
  userSchema,
  verifyPasswordResultSchema,
  verifyPasswordSchema,
} from "contracts/domains/accounts/schemas";
import {
  roleAccessQuerySchema,
  roleAccessSchema,
  userSessionSchema,
} from "contracts/domains/common/permissions";
import * as endpoints from "contracts/endpoints/users";
import { bearerSecurity, errors, hashingBusy, jsonBody, ok } from "../../lib/openapi";

export const getUser = createRoute({
  ...endpoints.getUser,
  tags: ["Users"],
  summary: "The signed-in user's profile",
  security: bearerSecurity,
  responses: { 200: ok(userSchema, "Profile") },
});

export const updateUser = createRoute({
  ...endpoints.updateUser,
  tags: ["Users"],
  summary: "Edit the profile; needs a password check on this session within the last 15 minutes",
  description: "A new password revokes every other session of the account.",
  security: bearerSecurity,
  request: jsonBody(updateUserSchema),
  responses: {
    200: ok(userSchema, "Updated profile"),
    ...errors(
      hashingBusy,
      [403, "No password check on this session in the last 15 minutes (reauthentication_required)"],
      [422, "Validation failed, or company fields for an account without a company (not_business_account)"],
    ),
  },
});

export const verifyPassword = createRoute({
  ...endpoints.verifyPassword,
  tags: ["Users"],
  summary: "Re-enter the password before editing the profile",
  security: bearerSecurity,
  request: jsonBody(verifyPasswordSchema),
  responses: {
    200: ok(verifyPasswordResultSchema, "Password confirmed"),
    ...errors(
      hashingBusy,
      [422, "Validation failed, or a wrong password: 'Incorrect password. Please try again.' (never 401)"],
      [429, "Too many wrong passwords for this account"],
    ),
  },
});

export const getRole = createRoute({
  ...endpoints.getRoleAccess,
  tags: ["Users"],
  summary: "The user's role and granted access kinds in one club",
  security: bearerSecurity,
  request: { query: roleAccessQuerySchema },
  responses: { 200: ok(roleAccessSchema, "Role access") },
});

export const getPermissions = createRoute({
  ...endpoints.getUserPermissions,
  tags: ["Users"],
  summary: "What the user may do now in each club (the sign-in's userPermissions, refreshed)",
  description:
    "Reflects role changes, suspensions and removals at once; administrators get `{}` and `isAdmin`.",
  security: bearerSecurity,
  responses: { 200: ok(userSessionSchema, "The session record of spec §3") },
});
