import { useMutation } from "@tanstack/react-query";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { saveFile } from "ui-kit/save-file";

/** The day's tee sheet as a PDF, saved as a file (in the UI language). Changes nothing, so refreshes nothing. */
export function useDownloadTeeSheet() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useMutation({
    mutationKey: ["download-tee-sheet"],
    mutationFn: async (date: string) =>
      saveFile(await reservations.sheetPdf(clubId, date), `tee-sheet-${date}.pdf`),
  });
}
