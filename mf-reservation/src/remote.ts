import { defineRemote } from "shared/remote/define-remote";
import { titleScreen } from "shared/ui/platform-route-title";
import declaration from "../remote.json";
import { RESERVATION_NAMESPACE, reservationTranslations } from "./i18n/translations";

const title = (key: string) => titleScreen(RESERVATION_NAMESPACE, `titles.${key}`);

export const remote = defineRemote({
  name: "mf-reservation",
  declaration,
  translations: { [RESERVATION_NAMESPACE]: reservationTranslations },
  screens: {
    "/reservation": title("reservation"),
    "/reservation-table": title("reservationTable"),
    "/reservation-detail": title("reservationDetail"),
    "/offline-reservation": title("offlineReservation"),
  },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = remote;
