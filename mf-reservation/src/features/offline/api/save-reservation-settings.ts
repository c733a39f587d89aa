import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReservationSettingsInput } from "contracts/domains/reservations/settings";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { invalidateBookings } from "../../common/api/bookings-key";
import { reservationSettingsKey } from "./get-reservation-settings";

/**
 * Saves the club's offline settings. The answer is the settings now; the tee sheets are read afresh, as held
 * times change which times are sold online.
 */
export function useSaveReservationSettings() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["save-reservation-settings"],
    mutationFn: (settings: ReservationSettingsInput) => reservations.saveSettings(clubId, settings),
    onSuccess: (saved) => {
      queries.setQueryData(reservationSettingsKey(clubId), saved);
      return invalidateBookings(queries, clubId);
    },
  });
}
