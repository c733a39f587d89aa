import { z } from "zod";

/** Field building blocks; each check carries an issue code from `shared/errors/codes`. */
export const emailField = z
  .email({ error: "email_invalid" })
  .max(30, { error: "email_invalid" })
  .meta({ example: "owner@example.com" });

export const passwordField = z
  .string({ error: "required" })
  .min(8, { error: "password_min" })
  .max(128, { error: "too_long" });

export const nameField = z.string({ error: "required" }).trim().min(1, { error: "required" }).max(50, {
  error: "too_long",
});

export const textField = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "too_long" });

export const optionalTextField = (max: number) =>
  z.string({ error: "invalid_value" }).trim().max(max, { error: "too_long" });

export const digitsField = (min: number, max: number) =>
  z
    .string({ error: "required" })
    .regex(/^\d*$/, { error: "digits_only" })
    .min(min, { error: "required" })
    .max(max, { error: "too_long" });

/** Country calling code such as "82" or "+82". */
export const phoneCodeField = z
  .string({ error: "required" })
  .regex(/^\+?\d{1,4}$/, { error: "invalid_value" });

export const objectIdField = z
  .string({ error: "required" })
  .regex(/^[0-9a-fA-F]{24}$/, { error: "invalid_value" });

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });

export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every success body is `{ result }`. */
export const resultOf = <T extends z.ZodType>(schema: T) => z.object({ result: schema });
