import { createRemoteLifecycles } from "shared/remote/create-lifecycles";
import { ACCOUNT_GATES_NAMESPACE, accountGatesResources } from "../features/account-gates";
import { CLUB_NAMESPACE, clubTranslations } from "../i18n/translations";
import { RemoteApp } from "./remote-app";

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: "mf-club",
  translations: { [CLUB_NAMESPACE]: clubTranslations, [ACCOUNT_GATES_NAMESPACE]: accountGatesResources },
  App: RemoteApp,
});
