import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { RESERVATION_NAMESPACE, reservationTranslations } from "../i18n/translations";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-reservation",
  translations: { [RESERVATION_NAMESPACE]: reservationTranslations },
  App: RemoteApp,
});
