import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { bookingHoldKey } from "./get-booking-hold";

/** The golfer confirms the hold of `token`; the answer is the hold now (confirmed). */
export function useConfirmBookingHold(token: string) {
  const reservations = useClient(createReservationsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["confirm-booking-hold"],
    mutationFn: () => reservations.confirmHold(token),
    onSuccess: (hold) => queries.setQueryData(bookingHoldKey(token), hold),
  });
}
