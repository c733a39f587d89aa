import { defineRemote } from "shared/remote/define-remote";
import { titleScreen } from "shared/ui/platform-route-title";
import declaration from "../remote.json";
import { STAFF_ROLES_NAMESPACE, staffRolesTranslations } from "./i18n/translations";

const title = (key: string) => titleScreen(STAFF_ROLES_NAMESPACE, `titles.${key}`);

export const remote = defineRemote({
  name: "mf-staff-roles",
  declaration,
  translations: { [STAFF_ROLES_NAMESPACE]: staffRolesTranslations },
  screens: {
    "/setting-role": title("settingRole"),
    "/add-role": title("addRole"),
    "/edit-role": title("editRole"),
    "/staff": title("staff"),
    "/staff-all": title("staffAll"),
    "/add-staff": title("addStaff"),
    "/edit-staff": title("editStaff"),
  },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount } = remote;
