import { createRoute, z } from "@hono/zod-openapi";
import { signInResultSchema, signInSchema } from "shared/schemas/account";
import { bearerSecurity, errors, jsonBody, ok } from "../../lib/openapi";

export const signIn = createRoute({
  method: "post",
  path: "/sign-in",
  tags: ["Session"],
  summary: "Sign in with email and password; returns the session token",
  request: jsonBody(signInSchema),
  responses: { 200: ok(signInResultSchema, "Signed in"), ...errors(400, 401, 403, 422, 429) },
});

export const signOut = createRoute({
  method: "delete",
  path: "/sign-out",
  tags: ["Session"],
  summary: "Revoke the current session",
  security: bearerSecurity,
  responses: { 200: ok(z.object({ signedOut: z.literal(true) }), "Signed out"), ...errors(401) },
});

export const isAdmin = createRoute({
  method: "get",
  path: "/sign-in/isAdmin",
  tags: ["Session"],
  summary: "Whether the signed-in user is an administrator",
  security: bearerSecurity,
  responses: { 200: ok(z.object({ isAdmin: z.boolean() }), "Administrator flag"), ...errors(401) },
});
