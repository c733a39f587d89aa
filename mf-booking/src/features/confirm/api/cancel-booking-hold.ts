import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createOnlineBookingApi } from "platform/clients/online-booking";
import { useClient } from "platform/data/use-client";
import { bookingHoldKey } from "./get-booking-hold";

/**
 * The golfer cancels the booking of `token`; the answer is the booking now: cancelled, or cancelPending when the
 * club's free-cancellation time has passed and the club settles it.
 */
export function useCancelBookingHold(token: string) {
  const onlineBooking = useClient(createOnlineBookingApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["cancel-booking-hold"],
    mutationFn: () => onlineBooking.cancelHold(token),
    onSuccess: (hold) => queries.setQueryData(bookingHoldKey(token), hold),
  });
}
