import { createRoute, z } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import {
  releaseChallengeSchema,
  releaseEntrySchema,
  releaseJoinAnswerSchema,
  releaseJoinInputSchema,
  releaseReminderInputSchema,
  releaseTokenBodySchema,
  releaseTokenQuerySchema,
  releaseVerifiedSchema,
  releaseVerifyInputSchema,
} from "contracts/domains/releases/schemas";
import * as endpoints from "contracts/endpoints/releases";
import { errors, jsonBody, ok } from "../../lib/openapi";

/** No session: golfers join from the club's booking page. */
const publicAccess = { tags: ["Online booking"], security: [] };
const byToken = "The token is the one the verification answered; answered with Cache-Control: no-store.";

export const getReleaseChallenge = createRoute({
  ...publicAccess,
  ...endpoints.getReleaseChallenge,
  summary: "The proof of work a join of the club's release must carry (no session)",
  description:
    "An ALTCHA challenge (SHA-256), signed, for this club, good for 10 minutes and one join. The page solves it " +
    "in the background (about half of RELEASE_PROOF_WORK hashes). Throttled per address.",
  request: { params: clubIdParamSchema },
  responses: {
    200: ok(releaseChallengeSchema, "The challenge"),
    ...errors([404, "No such club, or it takes no online bookings"], 422, 429),
  },
});

export const joinRelease = createRoute({
  ...publicAccess,
  ...endpoints.joinRelease,
  summary: "A golfer asks to join the line of a day's release (no session); a code is mailed",
  description:
    "Allowed from 30 minutes before the release until its line has been served. Carries a solved challenge of " +
    "`GET …/release-challenge`, spent once. One entry per address (lower case, without a +tag; Gmail without " +
    "dots): an address already verified in this line is refused; one not yet verified is sent a new code (3 an " +
    "hour). A golfer blocked by the club's strike rule is refused as online booking refuses them. Throttled per " +
    "address.",
  request: { params: clubIdParamSchema, ...jsonBody(releaseJoinInputSchema) },
  responses: {
    202: ok(releaseJoinAnswerSchema, "A code was mailed to the address"),
    ...errors(
      [404, "No such club, or it takes no online bookings"],
      [
        409,
        "Not open for joining (release_not_joinable), the address is in the line already " +
          "(release_already_joined), the proof was used before (release_proof_spent), or the golfer is blocked " +
          "(online_booking_blocked)",
      ],
      422,
      429,
    ),
  },
});

export const remindRelease = createRoute({
  ...publicAccess,
  ...endpoints.remindRelease,
  summary: "A golfer asks to be mailed when joining a day's release opens (no session)",
  description:
    "Only for the club's next release, before joining opens; the mail goes out once, when it does. Throttled " +
    "per address.",
  request: { params: clubIdParamSchema, ...jsonBody(releaseReminderInputSchema) },
  responses: {
    202: ok(z.object({}), "The reminder will be mailed"),
    ...errors(
      [404, "No such club, or it takes no online bookings"],
      [409, "Not the next release, or joining has opened (release_not_joinable)"],
      422,
      429,
    ),
  },
});

export const verifyReleaseEntry = createRoute({
  ...publicAccess,
  ...endpoints.verifyReleaseEntry,
  summary: "The golfer enters the mailed code and joins the line (no session)",
  description:
    "Within 10 minutes of the mail and 5 tries. Before the draw the entry waits for it; after, it takes the " +
    "next number at the end of the line. Answers the entry and its token (the page keeps it: it names the entry " +
    "from then on and books in the golfer's turn). Throttled per address.",
  request: jsonBody(releaseVerifyInputSchema),
  responses: {
    200: ok(releaseVerifiedSchema, "In the line"),
    ...errors(
      [
        409,
        "The code is wrong or expired (release_code_wrong), or the release is over (release_not_joinable)",
      ],
      422,
      429,
    ),
  },
});

export const getReleaseEntry = createRoute({
  ...publicAccess,
  ...endpoints.getReleaseEntry,
  summary: "Where the golfer's entry in a release stands (no session)",
  description: `Its state, number in line, how many are before it, the turn's end and what is left to book. ${byToken} Throttled per address.`,
  request: { query: releaseTokenQuerySchema },
  responses: {
    200: ok(releaseEntrySchema, "The entry"),
    ...errors([404, "No entry has this token"], 422, 429),
  },
});

export const getReleaseEntryLive = createRoute({
  ...publicAccess,
  ...endpoints.getReleaseEntryLive,
  summary: "The golfer's entry as it changes, as Server-Sent Events (no session)",
  description:
    "A `text/event-stream` that stays open: an `entry` event (data as `GET /public/release-entry`) at once, then " +
    "whenever the line moves or the entry changes; a comment every 15 s keeps it open. Only this entry and the " +
    "release's own figures are sent. Ends when the instance stops (reconnect). Throttled per address.",
  request: { query: releaseTokenQuerySchema },
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: "The stream of events" },
    ...errors([404, "No entry has this token"], 422, 429, [503, "The instance is stopping; connect again"]),
  },
});

export const rejoinRelease = createRoute({
  ...publicAccess,
  ...endpoints.rejoinRelease,
  summary: "A golfer whose turn passed rejoins at the end of the line (no session)",
  description: `${byToken} Throttled per address.`,
  request: jsonBody(releaseTokenBodySchema),
  responses: {
    200: ok(releaseEntrySchema, "Back in line"),
    ...errors(
      [404, "No entry has this token"],
      [409, "The turn has not passed (release_not_missed)"],
      422,
      429,
    ),
  },
});

export const finishReleaseTurn = createRoute({
  ...publicAccess,
  ...endpoints.finishReleaseTurn,
  summary: "The golfer is done before their turn's time is up; the next in line gets it (no session)",
  description: `Outside a turn it changes nothing and answers the entry. ${byToken} Throttled per address.`,
  request: jsonBody(releaseTokenBodySchema),
  responses: {
    200: ok(releaseEntrySchema, "The entry"),
    ...errors([404, "No entry has this token"], 422, 429),
  },
});
