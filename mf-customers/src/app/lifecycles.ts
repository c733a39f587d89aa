import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { CUSTOMERS_NAMESPACE, customersTranslations } from "../i18n/translations";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-customers",
  translations: { [CUSTOMERS_NAMESPACE]: customersTranslations },
  App: RemoteApp,
});
