import { createRoute } from "@hono/zod-openapi";
import {
  isAdminResultSchema,
  signInResultSchema,
  signInSchema,
  signOutResultSchema,
} from "contracts/domains/accounts/schemas";
import * as endpoints from "contracts/endpoints/sign-in";
import { bearerSecurity, errors, hashingBusy, jsonBody, ok } from "../../lib/openapi";

export const signIn = createRoute({
  ...endpoints.signIn,
  security: [],
  tags: ["Session"],
  summary: "Sign in with email and password; returns the session token",
  request: jsonBody(signInSchema),
  responses: {
    200: ok(signInResultSchema, "Signed in"),
    ...errors(
      hashingBusy,
      [401, "Wrong email or password: 'Login Failed!'"],
      [403, "The account is suspended or deleted (account_inactive)"],
      [429, "Too many failed sign-ins for this account or this client address"],
    ),
  },
});

export const signOut = createRoute({
  ...endpoints.signOut,
  tags: ["Session"],
  summary: "Revoke the current session",
  security: bearerSecurity,
  responses: { 200: ok(signOutResultSchema, "Signed out") },
});

export const isAdmin = createRoute({
  ...endpoints.getIsAdmin,
  tags: ["Session"],
  summary: "Whether the signed-in user is an administrator",
  security: bearerSecurity,
  responses: { 200: ok(isAdminResultSchema, "Administrator flag") },
});
