import { endpoint } from "./endpoint";

/** The fair release of a new booking day, for golfers (no session). */
export const getReleaseChallenge = endpoint(
  "get",
  "/public/clubs/{clubId}/release-challenge",
  "getReleaseChallenge",
);
export const joinRelease = endpoint("post", "/public/clubs/{clubId}/release-entries", "joinRelease");
export const remindRelease = endpoint("post", "/public/clubs/{clubId}/release-reminders", "remindRelease");
export const verifyReleaseEntry = endpoint("post", "/public/release-entries/verify", "verifyReleaseEntry");
export const getReleaseEntry = endpoint("get", "/public/release-entry", "getReleaseEntry");
export const getReleaseEntryLive = endpoint("get", "/public/release-entry/live", "getReleaseEntryLive");
export const rejoinRelease = endpoint("post", "/public/release-entry/rejoin", "rejoinRelease");
export const finishReleaseTurn = endpoint("post", "/public/release-entry/done", "finishReleaseTurn");
