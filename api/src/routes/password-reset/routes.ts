import { createRoute } from "@hono/zod-openapi";
import {
  emailOnlySchema,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
} from "contracts/domains/accounts/schemas";
import * as endpoints from "contracts/endpoints/password-reset";
import { errors, hashingBusy, jsonBody, ok } from "../../lib/openapi";

export const requestReset = createRoute({
  ...endpoints.requestPasswordReset,
  security: [],
  tags: ["Password reset"],
  summary: "Mail a reset link; the answer is the same whether or not the address exists",
  request: jsonBody(emailOnlySchema),
  responses: {
    200: ok(passwordResetRequestedSchema, "Request accepted"),
    ...errors([429, "Too many requests for this address or from this client address"]),
  },
});

export const confirmReset = createRoute({
  ...endpoints.confirmPasswordReset,
  security: [],
  tags: ["Password reset"],
  summary: "Set a new password with the token from the mailed link; revokes every session",
  request: jsonBody(passwordResetConfirmSchema),
  responses: {
    200: ok(passwordResetDoneSchema, "Password changed"),
    ...errors(hashingBusy, [400, "Unknown, used or expired token: 'Failed to reset password'"]),
  },
});
