import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { STAFF_ROLES_NAMESPACE, staffRolesTranslations } from "../i18n/translations";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-staff-roles",
  translations: { [STAFF_ROLES_NAMESPACE]: staffRolesTranslations },
  App: RemoteApp,
});
