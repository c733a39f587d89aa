import type { AccessMap } from "shared/platform/contract";
import type { IconName } from "./menu-icons";

export interface MenuItem {
  key: string;
  /** Key in the shell namespace, group sideBar. */
  label: string;
  link: string;
  /** Navigation state the target screen reads (spec: club information opens in edit mode). */
  state?: Record<string, unknown>;
  icon: IconName;
  visible: (access: AccessMap) => boolean;
  children?: MenuItem[];
}

/** spec "Side menu" entries; each shows only when the access map allows it. */
export const MENU_ITEMS: MenuItem[] = [
  { key: "home", label: "sideBar.home", link: "/home", icon: "home", visible: (a) => a.home },
  {
    key: "club",
    label: "sideBar.clubInformation",
    link: "/golf-info",
    state: { isAdd: false },
    icon: "club",
    visible: (a) => a.clubInformation,
  },
  {
    key: "schedule",
    label: "sideBar.priceSchedule",
    link: "/price-schedule",
    icon: "calendar",
    visible: (a) => a.schedule,
  },
  {
    key: "staff",
    label: "sideBar.staff",
    link: "/staff",
    icon: "staff",
    visible: (a) => a.staffList || a.roleSetting,
    children: [
      {
        key: "permissions",
        label: "sideBar.permissions",
        link: "/setting-role",
        icon: "staff",
        visible: (a) => a.roleSetting,
      },
      {
        key: "staff-list",
        label: "sideBar.staffList",
        link: "/staff",
        icon: "staff",
        visible: (a) => a.staffList,
      },
    ],
  },
  {
    key: "reservation",
    label: "sideBar.reservation",
    link: "/reservation-table",
    icon: "reservation",
    visible: (a) => a.reservation,
  },
  {
    key: "customer",
    label: "sideBar.customer",
    link: "/membership-tiers",
    icon: "customer",
    visible: (a) => a.membership,
    children: [
      {
        key: "membership-tiers",
        label: "sideBar.membershipTiers",
        link: "/membership-tiers",
        icon: "customer",
        visible: (a) => a.membership,
      },
      {
        key: "customer-list",
        label: "sideBar.customerList",
        link: "/customer-list",
        icon: "customer",
        visible: (a) => a.membership,
      },
    ],
  },
  // Client review is for administrators (docs/api.md): the admin-only flag gates it.
  {
    key: "client",
    label: "sideBar.clientList",
    link: "/client",
    icon: "client",
    visible: (a) => a.roleManagement,
  },
  {
    key: "staff-all",
    // Not a second "Staff": staff who see both entries must be able to tell them apart.
    label: "sideBar.staffAll",
    link: "/staff-all",
    icon: "staff",
    // The spec does not say who sees this second entry; the all-clubs list is an administrator's view.
    visible: (a) => a.roleManagement,
    children: [
      {
        key: "staff-all-list",
        label: "sideBar.staffList",
        link: "/staff-all",
        icon: "staff",
        visible: (a) => a.roleManagement,
      },
    ],
  },
];

/** True when the item or one of its children is the current page. */
export function isActive(item: MenuItem, pathname: string): boolean {
  return item.link === pathname || (item.children ?? []).some((child) => child.link === pathname);
}
