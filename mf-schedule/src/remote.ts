import { defineRemote } from "shared/remote/define-remote";
import { titleScreen } from "shared/ui/platform-route-title";
import declaration from "../remote.json";
import { SCHEDULE_NAMESPACE, scheduleTranslations } from "./i18n/translations";

const title = (key: string) => titleScreen(SCHEDULE_NAMESPACE, `titles.${key}`);

export const remote = defineRemote({
  name: "mf-schedule",
  declaration,
  translations: { [SCHEDULE_NAMESPACE]: scheduleTranslations },
  screens: {
    "/price-schedule": title("priceSchedule"),
    "/add-schedule": title("addSchedule"),
  },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = remote;
