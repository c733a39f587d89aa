import { createRoute, z } from "@hono/zod-openapi";
import {
  certificateLimits,
  confirmMatches,
  emailOnlySchema,
  emailTokenSchema,
  signUpBusinessFieldsShape,
  signUpEmployeeSchema,
  signUpResultSchema,
  verifyEmailResultSchema,
} from "shared/schemas/account";
import { errors, jsonBody, ok } from "../../lib/openapi";

const certificateField = z
  .custom<File>((value) => value instanceof File, { error: "certificate_required" })
  .refine((file) => file.size > 0, { error: "certificate_required" })
  .refine((file) => file.size <= certificateLimits.maxBytes, { error: "certificate_too_large" })
  .refine((file) => (certificateLimits.types as readonly string[]).includes(file.type), {
    error: "certificate_type",
  })
  .openapi({ type: "string", format: "binary", description: "PDF, PNG or JPEG, at most 5 MB" });

export const signUpBusinessFormSchema = z
  .strictObject({ ...signUpBusinessFieldsShape, certificate: certificateField })
  .superRefine(confirmMatches("password_confirm_mismatch"))
  .openapi("SignUpBusinessForm");

const created = {
  content: { "application/json": { schema: z.object({ result: signUpResultSchema }) } },
  description: "Account created; a verification mail was sent",
};

export const signUpBusiness = createRoute({
  method: "post",
  path: "/sign-up/business",
  tags: ["Sign-up"],
  summary: "Business owner sign-up with company details and corporate certificate",
  request: {
    body: { content: { "multipart/form-data": { schema: signUpBusinessFormSchema } }, required: true },
  },
  responses: {
    201: created,
    ...errors(
      [409, "Email is duplicated"],
      [429, "Too many sign-ups for this email or from this client address"],
    ),
  },
});

export const signUpEmployee = createRoute({
  method: "post",
  path: "/sign-up/employee",
  tags: ["Sign-up"],
  summary: "Employee sign-up",
  request: jsonBody(signUpEmployeeSchema),
  responses: {
    201: created,
    ...errors(
      [409, "Email is duplicated"],
      [429, "Too many sign-ups for this email or from this client address"],
    ),
  },
});

export const verifyEmail = createRoute({
  method: "post",
  path: "/sign-up/verify",
  tags: ["Sign-up"],
  summary: "Confirm the email address with the token from the mailed link (single use)",
  request: jsonBody(emailTokenSchema),
  responses: {
    200: ok(verifyEmailResultSchema, "Email verified"),
    ...errors([400, "Unknown, used or expired token: 'Signup token verification failed'"]),
  },
});

export const resend = createRoute({
  method: "post",
  path: "/sign-up/resend",
  tags: ["Sign-up"],
  summary: "Send a new verification mail; earlier links stop working",
  request: jsonBody(emailOnlySchema),
  responses: {
    200: ok(z.object({ message: z.string() }), "Mail resent: 'The email has been resent.'"),
    ...errors(
      [422, "Unknown or already verified address: 'Failed to resend the email.' (resend_failed)"],
      [429, "Too many mails for this address or from this client address"],
      [503, "The mail could not be sent: 'Failed to resend the email.' (resend_failed)"],
    ),
  },
});
