import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
import { PriceScheduleScreen } from "./features/price-schedule/price-schedule-screen";
import type { SchedulePath } from "./paths";

export const remote = defineRemote({
  name: "mf-schedule",
  declaration,
  screens: {
    // The calendar is where a user lands after choosing a club, so it ships in ./app.
    "/price-schedule": PriceScheduleScreen,
    "/add-schedule": {
      lazy: async () => (await import("./features/add-schedule/add-schedule-screen")).AddScheduleScreen,
    },
  } satisfies Record<SchedulePath, ScreenSource>,
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
