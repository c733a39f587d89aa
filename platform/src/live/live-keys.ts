import { remoteKeys } from "../data/keys";

/**
 * What a booking change makes stale, whoever made it: every read of the club's bookings (mf-reservation's tee
 * sheets, list, reservations and rate calendar, all under its `reservations` key) and the day's figures
 * (mf-dashboard's reports). The live channel invalidates these prefixes on each event; each remote's own key module
 * is held to them by its tests, so a renamed key cannot silently stop following.
 */
export const liveKeys = {
  bookings: (clubId: string) => remoteKeys("mf-reservation").club(clubId, "reservations"),
  figures: (clubId: string) => remoteKeys("mf-dashboard").club(clubId, "reports"),
  all: (clubId: string) => [liveKeys.bookings(clubId), liveKeys.figures(clubId)] as const,
};
