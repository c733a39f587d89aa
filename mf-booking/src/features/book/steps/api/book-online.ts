import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnlineBookingInput } from "contracts/domains/reservations/online-booking";
import { createOnlineBookingApi } from "platform/clients/online-booking";
import { useClient } from "platform/data/use-client";
import { availabilityKey } from "../../api/get-availability";

/**
 * The golfer books a tee time: the answer is the hold (reference, until when the places are held). Booked or
 * refused (the time filled meanwhile), the club's open tee times are asked again.
 */
export function useBookOnline(clubId: string) {
  const onlineBooking = useClient(createOnlineBookingApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["book-online"],
    mutationFn: (input: OnlineBookingInput) => onlineBooking.bookOnline(clubId, input),
    onSettled: () => queries.invalidateQueries({ queryKey: availabilityKey(clubId) }),
  });
}
