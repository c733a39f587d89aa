import type { AuditList, AuditQuery } from "contracts/domains/staff-roles/schemas";
import type { AppContext } from "../../context";
import type { ClubDoc } from "../../repositories/clubs-repository";

/** One page of the club's activity log, newest first; every write to a club's data lands here (lib/audit.ts). */
export async function listAudit(ctx: AppContext, club: ClubDoc, query: AuditQuery): Promise<AuditList> {
  const { list, total } = await ctx.repos.audit.page(club._id, query, query.page, query.pageSize);
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
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
