import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createClubsApi } from "platform/clients/clubs";
import { useClient } from "platform/data/use-client";
import { refreshClub } from "./save-club";

export type PictureSave = { clubId: string } & ({ kind: "upload"; file: File } | { kind: "remove" });

/** Uploads or removes a saved club's picture; answers the stored club. */
export function useChangeClubPicture() {
  const clubs = useClient(createClubsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["change-club-picture"],
    mutationFn: (change: PictureSave) =>
      change.kind === "upload"
        ? clubs.uploadImage(change.clubId, change.file)
        : clubs.removeImage(change.clubId),
    onSuccess: (_club, { clubId }) => refreshClub(queries, clubId),
  });
}
