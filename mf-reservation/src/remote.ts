import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
import { TeeSheetScreen } from "./features/tee-sheet/tee-sheet-screen";
import type { ReservationPath } from "./paths";

export const remote = defineRemote({
  name: "mf-reservation",
  declaration,
  screens: {
    // The timetable is where the menu entry lands, so it ships in ./app.
    "/reservation-table": TeeSheetScreen,
    "/reservation": {
      lazy: async () => (await import("./features/list/reservation-list-screen")).ReservationListScreen,
    },
    "/reservation-detail": {
      lazy: async () => (await import("./features/detail/reservation-detail-screen")).ReservationDetailScreen,
    },
    "/offline-reservation": {
      lazy: async () =>
        (await import("./features/offline/offline-reservation-screen")).OfflineReservationScreen,
    },
  } satisfies Record<ReservationPath, ScreenSource>,
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
