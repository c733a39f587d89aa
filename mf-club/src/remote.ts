import { defineRemote } from "shared/remote/define-remote";
import { titleScreen } from "shared/ui/platform-route-title";
import declaration from "../remote.json";
import { ACCOUNT_GATES_NAMESPACE, accountGatesResources, HomeErrorScreen } from "./features/account-gates";
import { HomeScreen } from "./features/home/home-screen";
import { CLUB_NAMESPACE, clubTranslations } from "./i18n/translations";

const title = (key: string) => titleScreen(CLUB_NAMESPACE, `titles.${key}`);

export const remote = defineRemote({
  name: "mf-club",
  declaration,
  translations: { [CLUB_NAMESPACE]: clubTranslations, [ACCOUNT_GATES_NAMESPACE]: accountGatesResources },
  screens: {
    "/home": HomeScreen,
    "/home-error": HomeErrorScreen,
    "/add-golf-club": title("addGolfClub"),
    "/golf-info": title("golfInfo"),
  },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = remote;
