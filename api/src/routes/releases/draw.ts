import { createHmac, randomBytes } from "node:crypto";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { recordAuditBy, SYSTEM_ACTOR_EMAIL } from "../../lib/audit";
import { tx } from "../../lib/transaction";
import type { ReleaseDoc } from "../../repositories/releases-repository";

/**
 * The draw's order of `ids` under `seed`: each id's HMAC-SHA256 keyed by the seed, ascending. Anyone with the
 * recorded seed and the entries' ids gets the same order back; without the seed, no one could foresee it.
 */
export function drawOrder(seed: string, ids: readonly string[]): string[] {
  const keyOf = (id: string) => createHmac("sha256", seed).update(id).digest("hex");
  return ids
    .map((id) => ({ id, key: keyOf(id) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ id }) => id);
}

/** Thrown inside a release's transaction when another instance moved it first: everything in it is rolled back. */
export class ReleaseMoved extends Error {}

/**
 * Draws a release due at its time: a fresh random seed, the verified entries in its order, numbered from 1, and an
 * audit line with the seed, in one transaction with the release's own conditional step, so on any number of
 * instances one draw is kept. Answers the release as drawn, or null when another instance drew it.
 */
export async function drawRelease(ctx: AppContext, release: ReleaseDoc): Promise<ReleaseDoc | null> {
  const seed = randomBytes(16).toString("hex");
  const { releases } = ctx.repos;
  try {
    return await ctx.repos.atomically(async () => {
      const now = ctx.now();
      const joined = await releases.inState(release._id, "joined");
      const order = drawOrder(
        seed,
        joined.map((entry) => entry._id.toHexString()),
      );
      const drawn = await releases.step(
        release,
        { state: "drawn", seed, drawnAt: now, lastPosition: order.length },
        now,
      );
      if (!drawn) throw new ReleaseMoved();
      if (order.length > 0) {
        await releases.entries.bulkWrite(
          order.map((id, index) => ({
            updateOne: {
              filter: { _id: new ObjectId(id), state: "joined" as const },
              update: { $set: { state: "waiting" as const, position: index + 1, updatedAt: now } },
            },
          })),
          tx(),
        );
      }
      await recordAuditBy(
        ctx,
        { accountId: release._id, email: SYSTEM_ACTOR_EMAIL },
        {
          clubId: release.clubId,
          action: "update",
          entity: "release",
          entityId: release._id,
          summary: `Release of ${release.date} drawn: seed ${seed}, ${order.length} golfer(s) in line, in the order of their entries' ids by HMAC-SHA256 under the seed`,
        },
      );
      return drawn;
    });
  } catch (error) {
    if (error instanceof ReleaseMoved) return null;
    throw error;
  }
}
