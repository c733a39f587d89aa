import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GolferIdentity } from "contracts/domains/reservations/strikes";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { bookingsKey } from "../../common/api/bookings-key";

/** Under the bookings' key: a no-show marked or undone anywhere reads the golfer's strikes again. */
const allStrikesKey = (clubId: string) => [...bookingsKey(clubId), "strikes"] as const;
const strikesKey = (clubId: string, golfer: GolferIdentity) => [...allStrikesKey(clubId), golfer] as const;

/** The golfer's strikes while the desk books for them; nothing is asked until there is someone to ask about. */
export function useGolferStrikes(golfer: GolferIdentity | null) {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useQuery({
    queryKey: strikesKey(clubId, golfer ?? {}),
    queryFn: () => reservations.strikes(clubId, golfer ?? {}),
    enabled: clubId !== "" && golfer !== null,
  });
}

/** The desk lifts the golfer's block; their strikes are read again. */
export function useLiftStrikes() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (golfer: GolferIdentity) => reservations.liftStrikes(clubId, golfer),
    onSettled: () => queries.invalidateQueries({ queryKey: allStrikesKey(clubId) }),
  });
}
