import { useQuery } from "@tanstack/react-query";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";

/** A public page of no club: the hold is named by the token of its mailed link. */
export const bookingHoldKey = (token: string) => ["booking-hold", token] as const;

/** An online booking's hold, by its link's token (no session); nothing is asked without a token. */
export function useBookingHold(token: string) {
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: bookingHoldKey(token),
    queryFn: () => reservations.hold(token),
    enabled: token !== "",
  });
}
