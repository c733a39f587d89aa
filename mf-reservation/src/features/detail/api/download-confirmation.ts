import { useMutation } from "@tanstack/react-query";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { createReservationsApi } from "platform/clients/reservations";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { saveFile } from "ui-kit/save-file";

/** A reservation's confirmation as a PDF, saved as a file. Changes nothing, so refreshes nothing. */
export function useDownloadConfirmation() {
  const clubId = useSelectedClubId();
  const reservations = useClient(createReservationsApi);
  return useMutation({
    mutationKey: ["download-confirmation"],
    mutationFn: async (reservation: Reservation) =>
      saveFile(
        await reservations.confirmationPdf(clubId, reservation.reservationId),
        `reservation-${reservation.reference}.pdf`,
      ),
  });
}
