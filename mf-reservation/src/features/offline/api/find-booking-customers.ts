import { useQuery } from "@tanstack/react-query";
import { createReservationsApi } from "platform/clients/reservations";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { previousOfSameClub } from "../../common/api/bookings-key";

export const bookingCustomersKey = (clubId: string, q: string) => clubKey(clubId, "booking-customers", q);

/**
 * The club's customers matching part of a name, email or mobile; asked from two characters on. The matches shown
 * stay while the next look-up answers.
 */
export function useBookingCustomers(q: string) {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: bookingCustomersKey(clubId, q),
    queryFn: () => reservations.customers(clubId, q),
    enabled: clubId !== "" && q.length >= 2,
    placeholderData: previousOfSameClub(clubId),
  });
}
