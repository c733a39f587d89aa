import { defineRemote } from "platform/remote/define-remote";
import declaration from "../remote.json";
import { PriceScheduleScreen } from "./features/price-schedule/price-schedule-screen";
import { SCHEDULE_NAMESPACE, scheduleTranslations } from "./i18n/translations";

export const remote = defineRemote({
  name: "mf-schedule",
  declaration,
  translations: { [SCHEDULE_NAMESPACE]: scheduleTranslations },
  screens: {
    // The calendar is where a user lands after choosing a club, so it ships in ./app.
    "/price-schedule": PriceScheduleScreen,
    "/add-schedule": {
      lazy: async () => (await import("./features/add-schedule/add-schedule-screen")).AddScheduleScreen,
    },
  },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = remote;
