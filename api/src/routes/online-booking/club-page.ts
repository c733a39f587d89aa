import type { PublicClub } from "contracts/domains/reservations/online-booking";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/api-error";
import { ownerIsActive } from "../../lib/club-roles";
import { takeLeasedAttempt } from "../../lib/leased-throttle";
import type { Limit } from "../../lib/throttle";
import { imageUrlOf } from "../clubs/service";
import { publicReleases } from "../releases/public-releases";
import { reservationSettingsOf } from "../reservations/settings";
import { onlineWindow } from "./service";

/** Club page looks per address, as many as availability looks: a page load reads both. */
const clubLooksPerAddress: Limit = { max: 300, windowMs: 60 * 60_000 };

/**
 * What a golfer's booking page shows about a club (no session). A club that does not exist, or whose owner's
 * account is suspended or deleted (the club then takes no online bookings), answers 404 as an unknown one does.
 * Only fields meant for golfers leave: nothing of the owner, the staff, the prices or the club's accounts. Its
 * per-address throttle is leased like the availability's (`lib/leased-throttle.ts`).
 */
export async function publicClub(ctx: AppContext, rawId: string, address: string): Promise<PublicClub> {
  await takeLeasedAttempt(ctx, `public-club:${address}`, clubLooksPerAddress);
  const club = await ctx.repos.clubs.findById(new ObjectId(rawId));
  if (!club || !(await ownerIsActive(ctx, club))) throw notFound();
  const settings = await reservationSettingsOf(ctx, club);
  const window = onlineWindow(ctx, club, settings);
  return {
    clubId: club._id.toHexString(),
    name: club.name,
    hasImage: club.image !== null,
    imageUrl: imageUrlOf(club),
    notice: club.notice,
    description: club.description,
    precautions: club.precautions,
    timeZone: club.timeZone,
    today: window.today,
    firstOnlineDate: window.first,
    lastOnlineDate: window.last,
    minPlayers: club.minPlayers,
    phoneCode: club.phoneCode.replace(/^\+/, ""),
    freeCancellationHours: settings.freeCancellationHours,
    releases: await publicReleases(ctx, club, settings, window.next),
  };
}
