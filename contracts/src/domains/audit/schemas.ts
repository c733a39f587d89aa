import { z } from "zod";
import { cursorField, missingOrInvalid, queryIntField } from "../common/fields";
import { defaultStaffPageSize } from "../staff-roles/schemas";

/**
 * The audit domain (the activity log, `GET /clubs/:clubId/audit`): who changed which of a club's data, how and
 * when; the API appends an entry after every change and owners and administrators read it page after page.
 */

/** The audit trail: one entry per create, update or delete of a club's data. */
export const auditActions = ["create", "update", "delete"] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditQuerySchema = z.object({
  pageSize: queryIntField(1, 100, defaultStaffPageSize),
  entity: z
    .string({ error: missingOrInvalid })
    .regex(/^[a-z][a-zA-Z]{0,29}$/, { error: "invalid_value" })
    .optional(),
  /** Left out: the newest entries. */
  cursor: cursorField.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    auditId: z.string(),
    clubId: z.string(),
    actor: z.object({ accountId: z.string(), email: z.string() }),
    action: z.enum(auditActions),
    entity: z.string(),
    entityId: z.string(),
    summary: z.string(),
    at: z.iso.datetime(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * One page of the trail, newest first; `nextCursor` continues after its last entry (null: none older). The trail is
 * read page after page rather than by page number, so a page costs the same however deep it is.
 */
export const auditListSchema = z
  .object({ list: z.array(auditEntrySchema), pageSize: z.int(), nextCursor: z.string().nullable() })
  .meta({ id: "AuditList" });
export type AuditList = z.infer<typeof auditListSchema>;
