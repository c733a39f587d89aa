import { createRoute, z } from "@hono/zod-openapi";
import {
  certificateField,
  confirmMatches,
  emailOnlySchema,
  emailTokenSchema,
  resendResultSchema,
  signUpBusinessFieldsShape,
  signUpEmployeeSchema,
  signUpResultSchema,
  verifyEmailResultSchema,
} from "contracts/domains/accounts/schemas";
import * as endpoints from "contracts/endpoints/sign-up";
import { bodyLimits } from "../../lib/body-limits";
import { errors, hashingBusy, jsonBody, ok } from "../../lib/openapi";

// The rule is the contract's; the document adds how the file travels.
const certificatePart = certificateField.openapi({
  type: "string",
  format: "binary",
  description: "PDF, PNG or JPEG, at most 5 MB",
});

export const signUpBusinessFormSchema = z
  .strictObject({ ...signUpBusinessFieldsShape, certificate: certificatePart })
  .superRefine(confirmMatches("password_confirm_mismatch", "password", "passwordConfirm"))
  .openapi("SignUpBusinessForm");

const created = {
  content: { "application/json": { schema: z.object({ result: signUpResultSchema }) } },
  description: "Account created; a verification mail was sent",
};

export const signUpBusiness = createRoute({
  ...endpoints.signUpBusiness,
  security: [],
  tags: ["Sign-up"],
  summary: "Business owner sign-up with company details and corporate certificate",
  request: {
    body: { content: { "multipart/form-data": { schema: signUpBusinessFormSchema } }, required: true },
  },
  middleware: [bodyLimits.upload],
  responses: {
    201: created,
    ...errors(
      hashingBusy,
      [409, "Email is duplicated"],
      [429, "Too many sign-ups for this email or from this client address"],
    ),
  },
});

export const signUpEmployee = createRoute({
  ...endpoints.signUpEmployee,
  security: [],
  tags: ["Sign-up"],
  summary: "Employee sign-up",
  request: jsonBody(signUpEmployeeSchema),
  responses: {
    201: created,
    ...errors(
      hashingBusy,
      [409, "Email is duplicated"],
      [429, "Too many sign-ups for this email or from this client address"],
    ),
  },
});

export const verifyEmail = createRoute({
  ...endpoints.verifyEmail,
  security: [],
  tags: ["Sign-up"],
  summary: "Confirm the email address with the token from the mailed link (single use)",
  request: jsonBody(emailTokenSchema),
  responses: {
    200: ok(verifyEmailResultSchema, "Email verified"),
    ...errors([400, "Unknown, used or expired token: 'Signup token verification failed'"]),
  },
});

export const resend = createRoute({
  ...endpoints.resendVerificationEmail,
  security: [],
  tags: ["Sign-up"],
  summary: "Send a new verification mail; earlier links stop working",
  request: jsonBody(emailOnlySchema),
  responses: {
    200: ok(resendResultSchema, "Mail resent: 'The email has been resent.'"),
    ...errors(
      [422, "Unknown or already verified address: 'Failed to resend the email.' (resend_failed)"],
      [429, "Too many mails for this address or from this client address"],
      [503, "The mail could not be sent: 'Failed to resend the email.' (resend_failed)"],
    ),
  },
});
