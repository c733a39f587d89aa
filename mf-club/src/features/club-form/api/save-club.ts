import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClubInput } from "contracts/domains/clubs/schemas";
import { createClubsApi } from "platform/clients/clubs";
import { sharedKeys } from "platform/data/shared-keys";
import { useClient } from "platform/data/use-client";

/** After a club changed: the club list (its card), the club's record and the name the shell shows are read again. */
export const refreshClub = (queries: QueryClient, clubId: string) =>
  Promise.all([
    queries.invalidateQueries({ queryKey: sharedKeys.clubs() }),
    queries.invalidateQueries({ queryKey: sharedKeys.club(clubId) }),
  ]);

export type ClubSave = { clubId: string | null; input: ClubInput };

/** Creates a club (no id yet) or updates one; answers the club's id and, for an update, the stored club. */
export function useSaveClub() {
  const clubs = useClient(createClubsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["save-club"],
    mutationFn: async ({ clubId, input }: ClubSave) => {
      if (clubId) return { clubId, club: await clubs.update(clubId, input) };
      return { clubId: (await clubs.create(input)).clubId, club: null };
    },
    onSuccess: ({ clubId }) => refreshClub(queries, clubId),
  });
}
