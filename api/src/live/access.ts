import type { ObjectId } from "mongodb";
import type { AppContext } from "../context";
import { gateOf } from "../lib/account-views";
import { clubWithRoleOf } from "../lib/club-roles";

/**
 * Whether the session `sessionDigest` may still read the bookings of `clubId`: the same rules as the session and
 * club-access guards (a live, unexpired session; an active account behind no gate; a role in the club granting
 * RESERVATION read, while its owner is active). Two reads; an open live stream asks it again when access may have
 * changed, and ends when the answer is no.
 */
export async function mayReadReservations(
  ctx: AppContext,
  sessionDigest: string,
  clubId: ObjectId,
): Promise<boolean> {
  const found = await ctx.repos.sessions.findLiveWithAccount(sessionDigest, ctx.now());
  if (!found) return false;
  const { account } = found;
  if (account.status === "suspended" || account.status === "deleted") return false;
  if (gateOf(account) !== "none") return false;
  const { club, role } = await clubWithRoleOf(ctx, account, clubId);
  return Boolean(club && role?.permissions.RESERVATION?.read);
}
