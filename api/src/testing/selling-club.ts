import type { ClubInput } from "contracts/domains/clubs/schemas";
import { aClubInput } from "./fixtures";

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as JSON
type Answer = { status: number; body: any };

/**
 * A fresh club of the owner of `token` (made through `POST /clubs` from `aClubInput(club)`) with one public schedule
 * selling `date` from `startTime` to `endTime`: what a test about online booking, holds or the waitlist starts from.
 * Answers its id and its details as `GET /clubs/{clubId}` reads them (courses, green fees).
 */
export async function clubSellingDay(
  h: {
    call: (method: string, path: string, options: { token: string; body?: unknown }) => Promise<Answer>;
  },
  token: string,
  club: Partial<ClubInput>,
  date: string,
  hours = { startTime: "07:00", endTime: "08:00" },
) {
  const created = await h.call("POST", "/clubs", { token, body: aClubInput(club) });
  if (created.status !== 201)
    throw new Error(`club not added: ${created.status} ${JSON.stringify(created.body)}`);
  const clubId = created.body.result.clubId as string;
  const details = (await h.call("GET", `/clubs/${clubId}`, { token })).body.result;
  const schedule = await h.call("POST", `/clubs/${clubId}/schedules`, {
    token,
    body: {
      startDate: date,
      endDate: date,
      ...hours,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      greenFeeId: details.greenFees[0].greenFeeId,
      priceKind: "regular",
      status: "public",
    },
  });
  if (schedule.status !== 201)
    throw new Error(`day not on sale: ${schedule.status} ${JSON.stringify(schedule.body)}`);
  return { clubId, details };
}
