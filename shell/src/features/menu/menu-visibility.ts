import { normalizePath } from "shared/platform/routes";

/** spec "Side menu": full-page layouts without the menu. */
export const MENU_HIDDEN_PATHS = [
  "/",
  "/login",
  "/reset-password",
  "/verify-password",
  "/select-account-type",
  "/sign-up-business",
  "/sign-up-employee",
  "/welcome",
  "/home-error",
  "/add-golf-club",
  "/add-role",
  "/edit-role",
  "/add-staff",
  "/edit-staff",
  "/add-schedule",
  "/client-profile",
  "/reservation-detail",
  "/signup/verify",
  "/error",
  "/membership-create",
  "/membership-update",
  "/customer-create",
  "/customer-update",
  "/email-verification",
];

const HIDDEN_FRAGMENTS = ["golf-info", "profile", "resetpw"];

export function isMenuHidden(pathname: string): boolean {
  const path = normalizePath(pathname);
  return MENU_HIDDEN_PATHS.includes(path) || HIDDEN_FRAGMENTS.some((fragment) => path.includes(fragment));
}
