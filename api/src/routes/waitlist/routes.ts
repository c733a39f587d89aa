import { createRoute } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import {
  deskWaitlistEntrySchema,
  deskWaitlistJoinSchema,
  deskWaitlistQuerySchema,
  deskWaitlistSchema,
  waitlistEntryParamSchema,
  waitlistEntrySchema,
  waitlistJoinSchema,
  waitlistOfferInputSchema,
  waitlistTokenQuerySchema,
  waitlistTokenSchema,
} from "contracts/domains/waitlist/schemas";
import * as endpoints from "contracts/endpoints/waitlist";
import { clubAccessErrors, clubScoped, errors, jsonBody, ok } from "../../lib/openapi";

const publicAccess = { tags: ["Waitlist"], security: [] };
const desk = (action: "read" | "update") => ({
  tags: ["Waitlist"],
  ...clubScoped({ feature: "RESERVATION", action }),
});
const byLink =
  "The token is the mailed link's; answered with Cache-Control: no-store. Throttled per address.";

export const joinWaitlist = createRoute({
  ...publicAccess,
  ...endpoints.joinWaitlist,
  summary: "A golfer joins a day's waitlist (no session); in line once the mailed link confirms the email",
  description:
    "A day inside the club's online window, a window of tee times (`from` ≤ `to`) and optionally one course. " +
    "At most 3 active entries per email per club and day (409 waitlist_limit_reached). A link to confirm, look " +
    "and leave is mailed. Throttled per address.",
  request: { params: clubIdParamSchema, ...jsonBody(waitlistJoinSchema) },
  responses: {
    201: ok(waitlistEntrySchema, "The entry, unconfirmed"),
    ...errors(
      [404, "No such club"],
      [409, "The day is not open (waitlist_date_not_open), the club takes no online bookings, or the limit"],
      422,
      429,
    ),
  },
});

export const getWaitlistEntry = createRoute({
  ...publicAccess,
  ...endpoints.getWaitlistEntry,
  summary: "A waitlist entry by its mailed link: state, place in line, offer (no session)",
  description: byLink,
  request: { query: waitlistTokenQuerySchema },
  responses: {
    200: ok(waitlistEntrySchema, "The entry"),
    ...errors([404, "No entry has this token"], 422, 429),
  },
});

export const confirmWaitlistEntry = createRoute({
  ...publicAccess,
  ...endpoints.confirmWaitlistEntry,
  summary: "Confirm a waitlist entry's email: it joins the line now (no session)",
  description: `Confirming again changes nothing. ${byLink}`,
  request: jsonBody(waitlistTokenSchema),
  responses: {
    200: ok(waitlistEntrySchema, "The entry"),
    ...errors([404, "No entry has this token"], 422, 429),
  },
});

export const leaveWaitlist = createRoute({
  ...publicAccess,
  ...endpoints.leaveWaitlist,
  summary: "Leave the waitlist by the mailed link (no session)",
  description: `An entry with an open offer answers the offer from the offer's own link instead. ${byLink}`,
  request: jsonBody(waitlistTokenSchema),
  responses: {
    200: ok(waitlistEntrySchema, "The entry, left"),
    ...errors([404, "No entry has this token"], [409, "Not waiting (waitlist_entry_not_waiting)"], 422, 429),
  },
});

export const getDeskWaitlist = createRoute({
  ...desk("read"),
  ...endpoints.getDeskWaitlist,
  summary: "A day's waitlist with names, contacts, places in line and offers (RESERVATION read)",
  request: { params: clubIdParamSchema, query: deskWaitlistQuerySchema },
  responses: { 200: ok(deskWaitlistSchema, "The day's waitlist"), ...clubAccessErrors() },
});

export const addDeskWaitlistEntry = createRoute({
  ...desk("update"),
  ...endpoints.addDeskWaitlistEntry,
  summary: "The desk puts a phone caller on a day's waitlist, in line at once (RESERVATION update)",
  description:
    "The email is optional: without one, an offer goes on the desk's call list instead of a mail. Audited.",
  request: { params: clubIdParamSchema, ...jsonBody(deskWaitlistJoinSchema) },
  responses: {
    201: ok(deskWaitlistEntrySchema, "The entry"),
    ...clubAccessErrors(),
    ...errors([409, "The day is not open (waitlist_date_not_open), or the email's limit"], 422),
  },
});

export const offerWaitlistEntry = createRoute({
  ...desk("update"),
  ...endpoints.offerWaitlistEntry,
  summary: "The desk offers a waiting entry a tee time by hand (RESERVATION update)",
  description:
    "The same hold as the automatic offers: the places are taken on the tee time's counter for the club's offer " +
    "time (never past the tee time) and the golfer is mailed. Audited.",
  request: { params: waitlistEntryParamSchema, ...jsonBody(waitlistOfferInputSchema) },
  responses: {
    200: ok(deskWaitlistEntrySchema, "The entry, offered"),
    ...clubAccessErrors(),
    ...errors(
      [
        409,
        "The entry is not waiting (waitlist_entry_not_waiting), or the time has no room or too little time " +
          "left (waitlist_offer_not_possible)",
      ],
      422,
    ),
  },
});

export const removeWaitlistEntry = createRoute({
  ...desk("update"),
  ...endpoints.removeWaitlistEntry,
  summary: "The desk takes an entry off the waitlist (RESERVATION update)",
  request: { params: waitlistEntryParamSchema },
  responses: {
    200: ok(deskWaitlistEntrySchema, "The entry, left"),
    ...clubAccessErrors(),
    ...errors([409, "Not waiting (waitlist_entry_not_waiting)"]),
  },
});
