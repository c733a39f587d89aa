import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type { WaitlistEntry, WaitlistJoin } from "contracts/domains/waitlist/schemas";
import * as waitlist from "contracts/endpoints/waitlist";
import { apiCall, to } from "../http/request";

/** Typed calls of the golfers' side of the waitlist (docs/api.md "Waitlist"): no session, the mailed link's token. */
export function createWaitlistApi(api: AxiosInstance) {
  return {
    /** Joins a club day's waitlist; the entry waits once its email is confirmed by the mailed link. */
    join: (clubId: string, input: WaitlistJoin) =>
      apiCall<WaitlistEntry>(api, to(waitlist.joinWaitlist, { clubId }), input),
    /** The entry a mailed link names: its state, place in line and offer. */
    entry: (token: string) => apiCall<WaitlistEntry>(api, to(waitlist.getWaitlistEntry), { token }),
    /** Confirms the entry's email: it joins the line now. */
    confirm: (token: string) => apiCall<WaitlistEntry>(api, to(waitlist.confirmWaitlistEntry), { token }),
    /** Leaves the line. */
    leave: (token: string) => apiCall<WaitlistEntry>(api, to(waitlist.leaveWaitlist), { token }),
  };
}
