import { useQuery } from "@tanstack/react-query";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { bookingsKey, previousOfSameClub } from "../../common/api/bookings-key";

/** The tee sheet of a date; "" asks for the club's today (by the club's clock), which the answer names. */
export const teeSheetKey = (clubId: string, date: string) =>
  [...bookingsKey(clubId), "tee-sheet", date || "today"] as const;

/**
 * The selected club's tee sheet of `date` ("" for the club's today). The sheet shown stays while another date's
 * loads, as a date picker expects.
 */
export function useTeeSheet(date: string, { enabled = true }: { enabled?: boolean } = {}) {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: teeSheetKey(clubId, date),
    queryFn: () => reservations.teeSheet(clubId, date || undefined),
    enabled: enabled && clubId !== "",
    placeholderData: previousOfSameClub(clubId),
  });
}
