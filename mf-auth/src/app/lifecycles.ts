import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
// Straight from the i18n folder: `features/index.ts` also imports every screen, which would undo the route-level
// code splitting of ./routes.
import { AUTH_NAMESPACE, authResources } from "../features/i18n";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-auth",
  translations: { [AUTH_NAMESPACE]: authResources },
  App: RemoteApp,
});
