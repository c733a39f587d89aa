import { useQuery } from "@tanstack/react-query";
import { createClubsApi } from "platform/clients/clubs";
import { accountKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import type { DropdownOption } from "ui-kit/dropdown";

/** The clubs the account may open, as /home lists them: one cache entry under the account's "clubs" key. */
export const clubsKey = () => accountKey("clubs");

/**
 * The clubs the all-staff filter offers: those the user owns, or every club for an administrator, as `GET /clubs`
 * lists them (one call, whatever the number of clubs).
 */
export function useOwnClubs(enabled: boolean) {
  const clubs = useClient(createClubsApi);
  return useQuery({
    queryKey: clubsKey(),
    queryFn: async () => (await clubs.list()).list,
    enabled,
    select: (list): DropdownOption[] =>
      list
        .filter((club) => club.userRole === "owner" || club.userRole === "admin")
        .map((club) => ({ value: club.clubId, text: club.clubName })),
  });
}
