import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeskWaitlistJoin, WaitlistOfferInput } from "contracts/domains/waitlist/schemas";
import { createDeskWaitlistApi } from "platform/clients/waitlist";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { bookingsKey, invalidateBookings, previousOfSameClub } from "../../common/api/bookings-key";

/**
 * The day's waitlist sits under the club's bookings key: every booking change the live channel reports (an offer
 * made, taken, declined or expired is a booking change) and every waitlist change reads it again with the sheet.
 */
export const deskWaitlistKey = (clubId: string, date: string) =>
  [...bookingsKey(clubId), "waitlist", date] as const;

/** The selected club's waitlist of `date` (nothing is read until the sheet has named its date). */
export function useDeskWaitlist(date: string) {
  const clubId = useSelectedClubId();
  const waitlist = useClient(createDeskWaitlistApi);
  return useQuery({
    queryKey: deskWaitlistKey(clubId, date),
    queryFn: () => waitlist.day(clubId, date),
    enabled: clubId !== "" && date !== "",
    placeholderData: previousOfSameClub(clubId),
  });
}

/** The desk's changes to the line: a caller added, an offer by hand, an entry removed; the sheet reads again. */
export function useDeskWaitlistActions() {
  const clubId = useSelectedClubId();
  const waitlist = useClient(createDeskWaitlistApi);
  const queries = useQueryClient();
  const settled = () => invalidateBookings(queries, clubId);
  return {
    add: useMutation({
      mutationFn: (input: DeskWaitlistJoin) => waitlist.add(clubId, input),
      onSettled: settled,
    }),
    offer: useMutation({
      mutationFn: ({ entryId, input }: { entryId: string; input: WaitlistOfferInput }) =>
        waitlist.offer(clubId, entryId, input),
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: (entryId: string) => waitlist.remove(clubId, entryId),
      onSettled: settled,
    }),
  };
}
