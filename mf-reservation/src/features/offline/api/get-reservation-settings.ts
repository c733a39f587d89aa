import { useQuery } from "@tanstack/react-query";
import { createReservationsApi } from "platform/clients/reservations";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

export const reservationSettingsKey = (clubId: string) => clubKey(clubId, "reservation-settings");

/** The selected club's offline settings. */
export function useReservationSettings() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: reservationSettingsKey(clubId),
    queryFn: () => reservations.settings(clubId),
    enabled: clubId !== "",
  });
}
