import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
import { rolesQuery } from "./features/common/api/get-roles";
import type { StaffRolesPath } from "./paths";

/**
 * Every screen in its own chunk: the forms bring zod and the form helpers, the lists the paged table, and nobody
 * needs them before opening one of these pages.
 */
export const remote = defineRemote({
  name: "mf-staff-roles",
  declaration,
  screens: {
    "/setting-role": {
      lazy: async () => (await import("./features/roles/role-list-screen")).RoleListScreen,
    },
    "/add-role": { lazy: async () => (await import("./features/roles/role-form-screen")).AddRoleScreen },
    "/edit-role": { lazy: async () => (await import("./features/roles/role-form-screen")).EditRoleScreen },
    "/staff": { lazy: async () => (await import("./features/staff/staff-screens")).StaffScreen },
    "/staff-all": { lazy: async () => (await import("./features/staff/staff-screens")).AllStaffScreen },
    "/add-staff": { lazy: async () => (await import("./features/staff/staff-form-screen")).AddStaffScreen },
    "/edit-staff": {
      lazy: async () => (await import("./features/staff/staff-form-screen")).EditStaffScreen,
    },
  } satisfies Record<StaffRolesPath, ScreenSource>,
  // Pointing at a menu entry reads what its screen shows first.
  prefetch: { "/setting-role": (platform, clubId) => (clubId ? [rolesQuery(platform.api, clubId)] : []) },
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
