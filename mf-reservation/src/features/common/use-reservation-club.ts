import { createReservationsApi } from "platform/clients/reservations";
import { useClubAccess } from "platform/remote/use-club-access";
import { useMemo } from "react";

/** The selected club, its reservations client and what the user may do with its bookings. */
export function useReservationClub() {
  const { platform, ...access } = useClubAccess("RESERVATION");
  const api = useMemo(() => createReservationsApi(platform.api), [platform.api]);
  return { ...access, api };
}
