import type { AuditAction } from "contracts/domains/audit/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../context";

export interface AuditChange {
  clubId: ObjectId;
  action: AuditAction;
  /** What kind of thing changed, in camelCase: "role", "staff", "club", "schedule", … */
  entity: string;
  entityId: ObjectId;
  /** One line a person can read in the trail, e.g. `Role "Front desk" created`. */
  summary: string;
}

/**
 * Appends one entry to the club's audit trail for a change no signed-in user made: a golfer online, who has no
 * account (the booking stands in for the account id and their email names them), or the API itself (email
 * `system`, e.g. a hold that expired). A signed-in user's changes are recorded through `auditedWrites`.
 */
export async function recordAuditBy(
  ctx: Pick<AppContext, "repos" | "now">,
  actor: { accountId: ObjectId; email: string },
  change: AuditChange,
) {
  await ctx.repos.audit.insert({ _id: new ObjectId(), ...change, actor, at: ctx.now() });
}

export const SYSTEM_ACTOR_EMAIL = "system";
