import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createReservationsApi } from "platform/clients/reservations";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { bookingsKey, previousOfSameClub } from "./bookings-key";

/** The query options of `useTeeSheet`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const teeSheetQuery = (api: AxiosInstance, clubId: string, date: string, q = "") => {
  const reservations = clientOf(api, createReservationsApi);
  return queryOptions({
    queryKey: teeSheetKey(clubId, date, q),
    queryFn: () => reservations.teeSheet(clubId, date || undefined, q || undefined),
  });
};

/**
 * The tee sheet of a date; "" asks for the club's today (by the club's clock), which the answer names. A search
 * (`q`, a player's name or the phone) is a sheet of its own under the same date.
 */
export const teeSheetKey = (clubId: string, date: string, q = "") =>
  q
    ? ([...bookingsKey(clubId), "tee-sheet", date || "today", { q }] as const)
    : ([...bookingsKey(clubId), "tee-sheet", date || "today"] as const);

/**
 * The selected club's tee sheet of `date` ("" for the club's today). The sheet shown stays while another date's
 * loads, as a date picker expects.
 */
export function useTeeSheet(
  date: string,
  { enabled = true, q = "" }: { enabled?: boolean; q?: string } = {},
) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...teeSheetQuery(usePlatform().api, clubId, date, q.trim()),
    enabled: enabled && clubId !== "",
    placeholderData: previousOfSameClub(clubId),
  });
}
