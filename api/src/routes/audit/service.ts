import type { AuditList, AuditQuery } from "contracts/domains/audit/schemas";
import type { AppContext } from "../../context";
import { auditCursor } from "../../lib/cursors";
import type { ClubDoc } from "../../repositories/clubs-repository";

/**
 * One page of the club's activity log, newest first, continuing after `query.cursor`; every write to a club's data
 * lands here (lib/audit.ts).
 */
export async function listAudit(ctx: AppContext, club: ClubDoc, query: AuditQuery): Promise<AuditList> {
  const after = query.cursor ? auditCursor.decode(query.cursor) : null;
  const { list, more } = await ctx.repos.audit.page(club._id, query, after, query.pageSize);
  const last = list[list.length - 1];
  return {
    list: list.map((entry) => ({
      auditId: entry._id.toHexString(),
      clubId: entry.clubId.toHexString(),
      actor: { accountId: entry.actor.accountId.toHexString(), email: entry.actor.email },
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId.toHexString(),
      summary: entry.summary,
      at: entry.at.toISOString(),
    })),
    pageSize: query.pageSize,
    nextCursor: more && last ? auditCursor.encode(last) : null,
  };
}
