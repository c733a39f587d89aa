import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    settingRole: "Roles and permissions",
    addRole: "Add role",
    editRole: "Edit role",
  },
  kinds: {
    SCHEDULE: "Price schedule",
    STAFF_LIST: "Staff",
    ROLE_SETTING: "Roles and permissions",
    RESERVATION: "Reservation",
    CLUB_INFORMATION: "Club information",
    MEMBERSHIP_MANAGEMENT: "Member",
    ACCOUNT: "Account",
    DASHBOARD: "Dashboard",
  },
  levels: {
    none: "None",
    view: "View",
    edit: "Edit",
    all: "All",
  },
  actions: {
    read: "Read",
    create: "Create",
    update: "Update",
    delete: "Delete",
  },
};

export type RolesTexts = Shape<typeof en>;
