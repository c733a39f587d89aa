import {
  defaultReservationSettings,
  type ReservationSettings,
  type ReservationSettingsInput,
} from "contracts/domains/reservations/settings";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { auditedWrites } from "../../lib/audited-write";
import type { ClubDoc } from "../../repositories/clubs-repository";

/**
 * The club's offline settings: tee times held for the desk, the online booking window, the hold time and the
 * free-cancellation hours; a field stored before it existed reads as its default.
 */
export async function reservationSettingsOf(ctx: AppContext, club: ClubDoc): Promise<ReservationSettings> {
  const doc = await ctx.repos.reservationSettings.findByClub(club._id);
  if (!doc) return defaultReservationSettings;
  const { _id, updatedAt, ...settings } = doc;
  return { ...defaultReservationSettings, ...settings };
}

export async function updateReservationSettings(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  input: ReservationSettingsInput,
): Promise<ReservationSettings> {
  // Left out by a screen released before they existed: the stored values stay.
  const keptWhenLeftOut = [
    input.onlineHoldMinutes,
    input.freeCancellationHours,
    input.waitlistOfferMinutes,
    input.contactHours,
    input.autoNoShow,
    input.noShowGraceMinutes,
    input.strikeRule,
    input.release,
  ];
  const stored = keptWhenLeftOut.some((value) => value === undefined)
    ? await reservationSettingsOf(ctx, club)
    : defaultReservationSettings;
  const settings: ReservationSettings = {
    ...input,
    onlineHoldMinutes: input.onlineHoldMinutes ?? stored.onlineHoldMinutes,
    freeCancellationHours: input.freeCancellationHours ?? stored.freeCancellationHours,
    waitlistOfferMinutes: input.waitlistOfferMinutes ?? stored.waitlistOfferMinutes,
    contactHours: input.contactHours ?? stored.contactHours,
    autoNoShow: input.autoNoShow ?? stored.autoNoShow,
    noShowGraceMinutes: input.noShowGraceMinutes ?? stored.noShowGraceMinutes,
    strikeRule: input.strikeRule === undefined ? stored.strikeRule : input.strikeRule,
    release: input.release === undefined ? stored.release : input.release,
    heldTimes: [...input.heldTimes].sort(),
    heldWeekdays: [...input.heldWeekdays].sort((a, b) => a - b),
  };
  await ctx.repos.reservationSettings.save(club._id, settings, ctx.now());
  await auditedWrites({ ctx, auth, clubId: club._id, entity: "reservationSettings" }).record(
    "update",
    club._id,
    `Offline settings: first ${settings.heldFirstTimes} time(s) held, ` +
      `${settings.heldTimes.join(" ") || "no times"} held on weekdays ${settings.heldWeekdays.join(",") || "none"}, ` +
      `online booking ${settings.onlineDaysAhead} day(s) ahead, online hold ${settings.onlineHoldMinutes} minute(s), ` +
      `free cancellation until ${settings.freeCancellationHours} hour(s) before the tee time, ` +
      `waitlist offers held ${settings.waitlistOfferMinutes} minute(s), sent ${settings.contactHours.from}–${settings.contactHours.to}, ` +
      `automatic no-shows ${settings.autoNoShow ? `on, ${settings.noShowGraceMinutes} minute(s) after the tee time` : "off"}, ` +
      `release ${settings.release ? `at ${settings.release.at}, turns of ${settings.release.turnMinutes} minute(s), ${settings.release.atOnce} golfer(s) at once, up to ${settings.release.maxBookings} booking(s) of ${settings.release.maxPlayers} player(s) each golfer` : "off"}, ` +
      `strikes ${settings.strikeRule ? `${settings.strikeRule.noShows} no-show(s) in ${settings.strikeRule.withinDays} day(s) block online booking for ${settings.strikeRule.blockDays} day(s)` : "off"}`,
  );
  return settings;
}
