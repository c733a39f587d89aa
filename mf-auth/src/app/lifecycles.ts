import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { AUTH_NAMESPACE, authTranslations } from "../i18n/translations";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-auth",
  namespace: AUTH_NAMESPACE,
  translations: authTranslations,
  App: RemoteApp,
});
