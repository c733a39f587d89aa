import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createOnlineBookingApi } from "platform/clients/online-booking";
import { useClient } from "platform/data/use-client";
import { bookingHoldKey } from "./get-booking-hold";

/** The golfer confirms the hold of `token`; the answer is the hold now (confirmed). */
export function useConfirmBookingHold(token: string) {
  const onlineBooking = useClient(createOnlineBookingApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["confirm-booking-hold"],
    mutationFn: () => onlineBooking.confirmHold(token),
    onSuccess: (hold) => queries.setQueryData(bookingHoldKey(token), hold),
  });
}
