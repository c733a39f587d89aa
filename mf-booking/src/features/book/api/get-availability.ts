import { useQuery } from "@tanstack/react-query";
import { createOnlineBookingApi } from "platform/clients/online-booking";
import { useClient } from "platform/data/use-client";
import { keys } from "../../../query-keys";

/** Every date's open tee times of a club sit under this prefix: a booking made asks them again. */
export const availabilityKey = (clubId: string, date?: string) =>
  date === undefined ? keys.public("availability", clubId) : keys.public("availability", clubId, date);

/** The tee times open online on `date`, with places left and price per player; nothing is asked without a date. */
export function useAvailability(clubId: string, date: string) {
  const onlineBooking = useClient(createOnlineBookingApi);
  return useQuery({
    queryKey: availabilityKey(clubId, date),
    queryFn: () => onlineBooking.availability(clubId, date),
    enabled: date !== "",
  });
}
