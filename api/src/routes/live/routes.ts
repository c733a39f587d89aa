import { createRoute, z } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import * as endpoints from "contracts/endpoints/live";
import { clubAccessErrors, clubScoped, errors } from "../../lib/openapi";

export const getClubLive = createRoute({
  tags: ["Reservations"],
  ...clubScoped({ feature: "RESERVATION", action: "read" }),
  ...endpoints.getClubLive,
  summary: "The club's booking changes as they happen, as Server-Sent Events (RESERVATION read)",
  description:
    "A `text/event-stream` that stays open. Events: `ready` (open; its `id` is the position to resume from), " +
    "`reservation` (data `{ kind, id, date, courseId, teeTime, at }`: a booking made, changed, moved, confirmed, " +
    "cancelled or expired), `reset` (the position asked for is too old: read the day again). Every change carries " +
    "an `id`; send the last one as `Last-Event-ID` to resume on any instance. A comment every 15 s keeps it open. " +
    "Sent with the bearer session (a fetch-based reader, as EventSource sends no headers); the stream ends when " +
    "the session ends or the caller loses RESERVATION read in the club, and when the instance stops.",
  request: {
    // `Last-Event-ID` is read as the SSE standard has it (any value; one the server cannot resume from answers
    // `reset`), so it is not a validated parameter.
    params: clubIdParamSchema,
  },
  responses: {
    200: {
      content: { "text/event-stream": { schema: z.string() } },
      description: "The stream of events",
    },
    ...clubAccessErrors(),
    ...errors([503, "The instance is stopping (server_busy); connect again"]),
  },
});
