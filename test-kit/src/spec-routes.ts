// Test fixture: facts of the product spec (§2 route table and "Side menu", §4) that tests at every level check the
// running platform against. Written once here; the unit tests and the end-to-end suite import it. Routes the
// product added beyond the spec are listed with them, marked as such.

/** The route table of the spec, by owning remote (DESIGN.md §2). */
export const SPEC_OWNED_ROUTES = {
  "mf-auth": [
    "/welcome",
    "/login",
    "/select-account-type",
    "/sign-up-business",
    "/sign-up-employee",
    "/signup/verify",
    "/email-verification",
    "/reset-password",
    "/resetpw",
    "/verify-password",
    "/profile",
  ],
  "mf-club": ["/home", "/home-error", "/add-golf-club", "/golf-info"],
  "mf-schedule": ["/price-schedule", "/add-schedule"],
  "mf-reservation": ["/reservation", "/reservation-table", "/reservation-detail", "/offline-reservation"],
  "mf-staff-roles": [
    "/setting-role",
    "/add-role",
    "/edit-role",
    "/staff",
    "/staff-all",
    "/add-staff",
    "/edit-staff",
  ],
  "mf-customers": [
    "/client",
    "/client-profile",
    "/membership-tiers",
    "/membership-create",
    "/membership-update",
    "/customer-list",
    "/customer-create",
    "/customer-update",
  ],
  // Not the spec's: the golfers' own public pages, a club's booking page and the page an online booking's mail
  // links to (docs/api.md "Online booking", "Holds").
  "mf-booking": ["/book", "/booking-confirm", "/waitlist"],
} as const;

/** spec "Side menu": the paths listed as hidden. */
export const SPEC_MENU_HIDDEN_PATHS = [
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
  // Not the spec's: the golfers' booking page, booking confirmation page and waitlist page, full pages like the
  // other public ones.
  "/book",
  "/booking-confirm",
  "/waitlist",
];

/** spec "Side menu": and any path containing one of these. */
export const SPEC_MENU_HIDDEN_FRAGMENTS = ["golf-info", "profile", "resetpw"];

/** The routes that show the side menu: every other route of the spec. */
export const SPEC_MENU_PATHS = [
  "/home",
  "/price-schedule",
  "/setting-role",
  "/staff",
  "/staff-all",
  "/reservation",
  "/reservation-table",
  "/offline-reservation",
  "/client",
  "/membership-tiers",
  "/customer-list",
];

/** The routes open without a session: landing, sign-in, sign-up, verification, password reset, error screens. */
export const SPEC_PUBLIC_PATHS = [
  "/",
  "/welcome",
  "/login",
  "/select-account-type",
  "/sign-up-business",
  "/sign-up-employee",
  "/signup/verify",
  "/email-verification",
  "/reset-password",
  "/resetpw",
  "/error",
  "/home-error",
  // Not the spec's: golfers book on a club's page, and confirm or cancel an online booking from its mail, without
  // an account.
  "/book",
  "/booking-confirm",
  "/waitlist",
];
