import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  DeskWaitlist,
  DeskWaitlistEntry,
  DeskWaitlistJoin,
  WaitlistEntry,
  WaitlistJoin,
  WaitlistOfferInput,
} from "contracts/domains/waitlist/schemas";
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

/** Typed calls of the desk's side of a club's waitlist: the day's line, a phone caller added, an offer by hand. */
export function createDeskWaitlistApi(api: AxiosInstance) {
  return {
    /** Everyone on the day's waitlist, with how to reach them and where they stand. */
    day: (clubId: string, date: string) =>
      apiCall<DeskWaitlist>(api, to(waitlist.getDeskWaitlist, { clubId }), { date }),
    /** Puts a phone caller in line at once (without an email, an offer goes on the desk's call list). */
    add: (clubId: string, input: DeskWaitlistJoin) =>
      apiCall<DeskWaitlistEntry>(api, to(waitlist.addDeskWaitlistEntry, { clubId }), input),
    /** Offers a waiting entry a tee time: its places are held for the club's offer time. */
    offer: (clubId: string, entryId: string, input: WaitlistOfferInput) =>
      apiCall<DeskWaitlistEntry>(api, to(waitlist.offerWaitlistEntry, { clubId, entryId }), input),
    /** Takes an entry off the line. */
    remove: (clubId: string, entryId: string) =>
      apiCall<DeskWaitlistEntry>(api, to(waitlist.removeWaitlistEntry, { clubId, entryId })),
  };
}
