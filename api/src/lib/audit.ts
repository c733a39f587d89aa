import type { AuditAction } from "contracts/domains/staff-roles/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import type { Auth } from "../env";

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
 * Appends one entry to the club's audit trail. Every create, update and delete of a club's data calls it once,
 * after the change is written, with the signed-in caller as the actor.
 */
export async function recordAudit(ctx: AppContext, auth: Auth, change: AuditChange) {
  await recordAuditBy(ctx, { accountId: auth.account._id, email: auth.account.email }, change);
}

/**
 * The same for a change no signed-in user made: a golfer online, who has no account (the booking stands in for
 * the account id and their email names them), or the API itself (email `system`, e.g. a hold that expired).
 */
export async function recordAuditBy(
  ctx: Pick<AppContext, "repos" | "now">,
  actor: { accountId: ObjectId; email: string },
  change: AuditChange,
) {
  await ctx.repos.audit.insert({ _id: new ObjectId(), ...change, actor, at: ctx.now() });
}

export const SYSTEM_ACTOR_EMAIL = "system";
