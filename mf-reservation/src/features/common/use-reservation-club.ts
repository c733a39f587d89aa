import { useMemo } from "react";
import { createReservationsApi } from "shared/clients/reservations";
import { useClubAccess } from "shared/remote/use-club-access";

/** The selected club, its reservations client and what the user may do with its bookings. */
export function useReservationClub() {
  const { platform, ...access } = useClubAccess("RESERVATION");
  const api = useMemo(() => createReservationsApi(platform.api), [platform.api]);
  return { ...access, api };
}
