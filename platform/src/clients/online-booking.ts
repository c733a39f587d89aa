import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  Availability,
  BookingHold,
  BookingHoldCancel,
  BookingHoldConfirm,
  OnlineBooking,
  OnlineBookingInput,
  PublicClub,
} from "contracts/domains/reservations/online-booking";
import * as onlineBooking from "contracts/endpoints/online-booking";
import { apiCall, to } from "../http/request";

/**
 * Typed calls of the golfers' online booking (docs/api.md "Reservations", its online booking), open without a session: a club's
 * booking page, its tee times, the booking, and the hold its mailed link names. Apart from the desk's reservations
 * client, so a golfer's page carries only these.
 */
export function createOnlineBookingApi(api: AxiosInstance) {
  return {
    /** What a golfers' booking page shows about a club (no session). */
    publicClub: (clubId: string) => apiCall<PublicClub>(api, to(onlineBooking.getPublicClub, { clubId })),
    /** The tee times open online on a date, with places left and price per player (no session). */
    availability: (clubId: string, date: string) =>
      apiCall<Availability>(api, to(onlineBooking.getOnlineAvailability, { clubId }), { date }),
    /** A golfer's online booking: a hold on its places until the golfer confirms it through the mailed link. */
    bookOnline: (clubId: string, input: OnlineBookingInput) =>
      apiCall<OnlineBooking>(api, to(onlineBooking.bookOnline, { clubId }), input),
    /** An online booking's hold, by the token of its mailed link (no session). */
    hold: (token: string) => apiCall<BookingHold>(api, to(onlineBooking.getBookingHold), { token }),
    /** The golfer confirms the hold; confirming again answers the confirmed booking. */
    confirmHold: (token: string) =>
      apiCall<BookingHold>(api, to(onlineBooking.confirmBookingHold), { token } satisfies BookingHoldConfirm),
    /**
     * The golfer cancels with the token: cancelled at once while the club's free-cancellation hours remain before
     * the tee time, else cancelPending for the club; the answer is the booking as `hold` reads it.
     */
    cancelHold: (token: string) =>
      apiCall<BookingHold>(api, to(onlineBooking.cancelBookingHold), { token } satisfies BookingHoldCancel),
  };
}

export type OnlineBookingApi = ReturnType<typeof createOnlineBookingApi>;
