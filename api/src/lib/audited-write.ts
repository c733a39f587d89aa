import type { AuditAction } from "contracts/domains/audit/schemas";
import type { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import type { Auth } from "../env";
import { unlessDuplicate } from "../repositories/common";
import { notFound } from "./api-error";
import { type AuditChange, recordAuditBy } from "./audit";

/** One entry in the club's audit trail, after the change is written, with the signed-in caller as the actor. */
const recordAudit = (ctx: AppContext, auth: Auth, change: AuditChange) =>
  recordAuditBy(ctx, { accountId: auth.account._id, email: auth.account.email }, change);

interface Stamped {
  _id: ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

/** Whose change it is, in which club, to what kind of thing. */
export interface AuditedTarget {
  ctx: AppContext;
  auth: Auth;
  clubId: ObjectId;
  /** What kind of thing changes, as the audit trail names it ("role", "customer", …). */
  entity: string;
  /** The 409 a unique index refusing a create or update becomes (e.g. a name the club already uses). */
  duplicate?: () => Error;
}

/**
 * The one way a signed-in user's change to a club's data reaches the audit trail. The create, update and delete of
 * a club's document with its audit entry: timestamps, a unique index's refusal turned into the resource's 409, a
 * document gone meanwhile answered 404, and one entry in the club's audit trail once the write stands; a change
 * written its own way (in a transaction, a conditional replace, a batch) records its entry with `record`. Each
 * service keeps its own summary text.
 */
export function auditedWrites(target: AuditedTarget) {
  const { ctx, auth, clubId, entity, duplicate } = target;
  const guarded = <T>(write: Promise<T>) => (duplicate ? unlessDuplicate(write, duplicate) : write);

  return {
    /** Records a change the service wrote itself, once it stands. */
    async record(action: AuditAction, entityId: ObjectId, summary: string) {
      await recordAudit(ctx, auth, { clubId, action, entity, entityId, summary });
    },

    /** Stamps `draft` with the creation time, inserts it and records `create`. */
    async create<T extends Stamped>(
      repository: { insert(doc: T): Promise<unknown> },
      draft: Omit<T, "createdAt" | "updatedAt">,
      summary: (created: T) => string,
    ): Promise<T> {
      const now = ctx.now();
      const doc = { ...draft, createdAt: now, updatedAt: now } as T;
      await guarded(repository.insert(doc));
      await recordAudit(ctx, auth, {
        clubId,
        action: "create",
        entity,
        entityId: doc._id,
        summary: summary(doc),
      });
      return doc;
    },

    /** Runs `write` with the update time; no document (gone meanwhile) is a 404, else records `update`. */
    async update<T extends { _id: ObjectId }>(
      write: (updatedAt: Date) => Promise<T | null>,
      summary: (updated: T) => string,
    ): Promise<T> {
      const updated = await guarded(write(ctx.now()));
      if (!updated) throw notFound();
      await recordAudit(ctx, auth, {
        clubId,
        action: "update",
        entity,
        entityId: updated._id,
        summary: summary(updated),
      });
      return updated;
    },

    /**
     * Runs `write` and records `delete`. With `goneIsNotFound`, a delete that removed nothing (the document went
     * meanwhile) answers 404 and records nothing.
     */
    async remove(
      entityId: ObjectId,
      write: () => Promise<{ deletedCount: number }>,
      summary: string,
      options: { goneIsNotFound?: boolean } = {},
    ) {
      const { deletedCount } = await write();
      if (options.goneIsNotFound && deletedCount !== 1) throw notFound();
      await recordAudit(ctx, auth, { clubId, action: "delete", entity, entityId, summary });
      return { deleted: true as const };
    },
  };
}
