import type { ReleaseTimes } from "contracts/domains/releases/schedule";
import type { PublicRelease } from "contracts/domains/releases/schemas";
import type { ReservationSettings } from "contracts/domains/reservations/settings";
import type { AppContext } from "../../context";
import type { ClubDoc } from "../../repositories/clubs-repository";

/**
 * The releases a club's booking page shows: those whose line is being served (the day is open, in turns; a
 * latecomer joins the end) and the next one under the club's rule. One read of the club's drawn releases.
 */
export async function publicReleases(
  ctx: AppContext,
  club: ClubDoc,
  settings: ReservationSettings,
  next: ReleaseTimes["next"],
): Promise<PublicRelease[]> {
  const serving = await ctx.repos.releases.releases.find({ clubId: club._id, state: "drawn" }).toArray();
  const shown: PublicRelease[] = serving.map((release) => ({
    date: release.date,
    opensAt: release.opensAt.toISOString(),
    joinFrom: release.joinFrom.toISOString(),
    serving: true,
    turnMinutes: release.turnMs / 60_000,
    maxBookings: release.maxBookings,
    maxPlayers: release.maxPlayers,
  }));
  if (settings.release && next && !shown.some((release) => release.date === next.date)) {
    shown.push({
      date: next.date,
      opensAt: next.opensAt.toISOString(),
      joinFrom: next.joinFrom.toISOString(),
      serving: false,
      turnMinutes: settings.release.turnMinutes,
      maxBookings: settings.release.maxBookings,
      maxPlayers: settings.release.maxPlayers,
    });
  }
  return shown;
}
