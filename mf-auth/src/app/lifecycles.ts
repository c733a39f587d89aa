import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { AUTH_NAMESPACE, authResources } from "../features";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-auth",
  translations: { [AUTH_NAMESPACE]: authResources },
  App: RemoteApp,
});
