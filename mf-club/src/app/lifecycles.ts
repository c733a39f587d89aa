import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { CLUB_NAMESPACE, clubTranslations } from "../i18n/translations";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-club",
  namespace: CLUB_NAMESPACE,
  translations: clubTranslations,
  App: RemoteApp,
});
