import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { SCHEDULE_NAMESPACE, scheduleTranslations } from "../i18n/translations";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-schedule",
  translations: { [SCHEDULE_NAMESPACE]: scheduleTranslations },
  App: RemoteApp,
});
