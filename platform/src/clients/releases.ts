import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  ReleaseChallenge,
  ReleaseEntry,
  ReleaseJoinAnswer,
  ReleaseJoinInput,
  ReleaseReminderInput,
  ReleaseVerified,
  ReleaseVerifyInput,
} from "contracts/domains/releases/schemas";
import * as releases from "contracts/endpoints/releases";
import { apiCall, to } from "../http/request";

/**
 * Typed calls of a golfer's side of a club's fair release of a new booking day, open
 * without a session: the reminder, the proof of work's challenge, joining with a mailed code, and the entry its
 * token names from then on.
 */
export function createReleasesApi(api: AxiosInstance) {
  return {
    /** A mail when the line opens (asked before golfers may join). */
    remind: (clubId: string, input: ReleaseReminderInput) =>
      apiCall<Record<string, never>>(api, to(releases.remindRelease, { clubId }), input),
    /** The small proof of work joining costs, solved by the page while the golfer types. */
    challenge: (clubId: string) =>
      apiCall<ReleaseChallenge>(api, to(releases.getReleaseChallenge, { clubId })),
    /** Joins the line of a day's release: a 6-digit code is mailed to the address. */
    join: (clubId: string, input: ReleaseJoinInput) =>
      apiCall<ReleaseJoinAnswer>(api, to(releases.joinRelease, { clubId }), input),
    /** The mailed code: the answer is the entry and the token that names it from then on. */
    verify: (input: ReleaseVerifyInput) =>
      apiCall<ReleaseVerified>(api, to(releases.verifyReleaseEntry), input),
    /** Where the token's entry stands. */
    entry: (token: string) => apiCall<ReleaseEntry>(api, to(releases.getReleaseEntry), { token }),
    /** A golfer whose turn passed goes to the end of the line. */
    rejoin: (token: string) => apiCall<ReleaseEntry>(api, to(releases.rejoinRelease), { token }),
    /** The golfer ends their turn early: the next in line gets it. */
    done: (token: string) => apiCall<ReleaseEntry>(api, to(releases.finishReleaseTurn), { token }),
  };
}

export type ReleasesApi = ReturnType<typeof createReleasesApi>;
