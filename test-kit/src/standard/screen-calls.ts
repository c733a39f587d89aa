/**
 * What each route's screen asks the API for as it opens (operationIds of contracts/endpoints), written here for
 * the standard remote test, which waits for exactly these calls: a screen that stops loading its data, or loads
 * only part of it, fails there instead of skipping the checks of its loading, failed and loaded states. An empty
 * list says the screen opens without the API (a form, a notice); the test holds it to that too.
 */
export const screenCalls: Record<string, Record<string, readonly string[]>> = {
  "mf-auth": {
    "/welcome": [],
    "/login": [],
    "/select-account-type": [],
    "/sign-up-business": [],
    "/sign-up-employee": [],
    // The mailed link's token is checked as the page opens: a send, answered with a verdict rather than data.
    "/signup/verify": ["verifyEmail"],
    "/email-verification": [],
    "/reset-password": [],
    "/resetpw": [],
    "/verify-password": ["getUser"],
    "/profile": ["getUser"],
  },
  "mf-club": {
    "/home": ["listClubs"],
    "/home-error": [],
    "/add-golf-club": [],
    "/golf-info": ["getClub"],
  },
  "mf-customers": {
    "/client": ["listClients"],
    "/client-profile": ["getClient"],
    "/membership-tiers": ["listMembershipTiers"],
    "/membership-create": [],
    "/membership-update": ["getMembershipTier"],
    "/customer-list": ["listMembershipTiers", "listCustomers"],
    "/customer-create": ["listMembershipTiers", "getClub"],
    "/customer-update": ["listMembershipTiers", "getCustomer", "getClub"],
  },
  "mf-booking": {
    "/book": ["getPublicClub", "getOnlineAvailability"],
    "/booking-confirm": ["getBookingHold"],
    "/waitlist": ["getWaitlistEntry"],
  },
  "mf-dashboard": {
    "/dashboard": [
      "getClub",
      "getUtilisationReport",
      "getBookingsReport",
      "getRevenueReport",
      "getTopCustomersReport",
    ],
  },
  "mf-reservation": {
    "/reservation": ["getReservationStats", "listReservations"],
    "/reservation-table": ["getReservationStats", "getTeeSheet", "getDeskWaitlist"],
    "/reservation-detail": ["getReservation", "getTeeSheet"],
    "/offline-reservation": ["getReservationSettings", "getTeeSheet"],
  },
  "mf-schedule": {
    "/price-schedule": ["listSchedules", "listScheduleStatuses"],
    "/add-schedule": [],
  },
  "mf-staff-roles": {
    "/setting-role": ["listRoles"],
    "/add-role": [],
    "/edit-role": ["getRole"],
    "/staff": ["listStaff"],
    "/staff-all": ["listClubs", "listAllStaff"],
    "/add-staff": ["listRoles"],
    "/edit-staff": ["getStaffMember", "listRoles"],
  },
};
