/**
 * Who may call each endpoint, written from what the endpoint is for (what a club would expect), not read from the
 * route declarations: the authorization matrix test holds every route's declared guard and every caller's answer to
 * this table, so a guard loosened in the code (a delete guarded by `read`, a stray `anyRole`) fails there.
 *
 * Spec §6 gives the feature codes and the actions but leaves each endpoint's access to us. Administrators pass
 * every club check; "owner" means the club's owner (and administrators), never staff whatever their role.
 * A new endpoint needs its row here before the matrix passes.
 */
import type { Action, FeatureKey } from "contracts/domains/common/permissions";
import type { OperationId } from "./samples";

export type Access =
  /** Anyone, without a session: health, sign-up and sign-in, online booking, club pictures. */
  | "public"
  /** Any account with a session, whatever its kind. */
  | "signed-in"
  /** Platform administrators only (client review). */
  | "admin"
  /**
   * Editing one's own profile: administrators, business owners (the company's account holder), and employees whose
   * role in some club grants Account (07) update, as spec §6 lists Account among the codes.
   */
  | "account-editor"
  /** Business owners' accounts only (not employees, not administrators): adding a club of their own. */
  | "business"
  /** The club's owner (and administrators); staff never, whatever their role. */
  | "owner"
  /** Anyone standing in the club with a role, whatever it grants. */
  | "any-role"
  /** Staff whose role grants this action on this feature (owners and administrators always). */
  | { feature: FeatureKey; action: Action };

const can = (feature: FeatureKey, action: Action) => ({ feature, action });

export const authorizationTable: Record<OperationId, Access> = {
  getHealth: "public",
  getReadiness: "public",
  signUpBusiness: "public",
  signUpEmployee: "public",
  verifyEmail: "public",
  resendVerificationEmail: "public",
  signIn: "public",
  requestPasswordReset: "public",
  confirmPasswordReset: "public",
  // Golfers book on the club's own site without any account.
  getPublicClub: "public",
  getOnlineAvailability: "public",
  bookOnline: "public",
  getBookingHold: "public",
  confirmBookingHold: "public",
  // The golfer cancels their own booking with the mailed token alone.
  cancelBookingHold: "public",
  // Golfers join the waitlist and answer for their entry through its mailed link alone.
  joinWaitlist: "public",
  getWaitlistEntry: "public",
  confirmWaitlistEntry: "public",
  leaveWaitlist: "public",
  // Golfers join a day's release and take their turn with the code mailed to them and the token it gives.
  getReleaseChallenge: "public",
  joinRelease: "public",
  remindRelease: "public",
  verifyReleaseEntry: "public",
  getReleaseEntry: "public",
  getReleaseEntryLive: "public",
  rejoinRelease: "public",
  finishReleaseTurn: "public",
  // An <img> sends no bearer token, and the picture is what the club shows the world.
  getClubImage: "public",

  signOut: "signed-in",
  getIsAdmin: "signed-in",
  getUser: "signed-in",
  updateUser: "account-editor",
  verifyPassword: "signed-in",
  // Answers an empty role to someone without one, rather than refusing: the menu asks before it knows.
  getRoleAccess: "signed-in",
  getUserPermissions: "signed-in",
  // The clubs the caller may open: every account has such a list, possibly empty.
  listClubs: "signed-in",

  listClients: "admin",
  getClient: "admin",
  updateClientStatus: "admin",
  updateClientMemo: "admin",
  getClientCertificate: "admin",

  createClub: "business",

  // Every staff member of every club the owner has: a view across clubs no role of one club can grant.
  listAllStaff: "owner",
  // Who changed which role and staff member: the owner's oversight of the people who manage staff.
  listAudit: "owner",

  // The club's name in the top bar: everyone working there sees where they are.
  getClubName: "any-role",

  getClub: can("CLUB_INFORMATION", "read"),
  updateClub: can("CLUB_INFORMATION", "update"),
  uploadClubImage: can("CLUB_INFORMATION", "update"),
  // Removing the picture changes the club's information; it deletes no club.
  removeClubImage: can("CLUB_INFORMATION", "update"),

  listRoles: can("ROLE_SETTING", "read"),
  createRole: can("ROLE_SETTING", "create"),
  getRole: can("ROLE_SETTING", "read"),
  updateRole: can("ROLE_SETTING", "update"),
  deleteRole: can("ROLE_SETTING", "delete"),

  listStaff: can("STAFF_LIST", "read"),
  addStaff: can("STAFF_LIST", "create"),
  getStaffMember: can("STAFF_LIST", "read"),
  updateStaff: can("STAFF_LIST", "update"),
  deleteStaff: can("STAFF_LIST", "delete"),

  listSchedules: can("SCHEDULE", "read"),
  createSchedule: can("SCHEDULE", "create"),
  getSchedule: can("SCHEDULE", "read"),
  updateSchedule: can("SCHEDULE", "update"),
  deleteSchedule: can("SCHEDULE", "delete"),
  // Changes the price and visibility of existing schedules over a range: an update, never a create or delete.
  modifySchedules: can("SCHEDULE", "update"),
  getScheduleDay: can("SCHEDULE", "read"),
  listScheduleStatuses: can("SCHEDULE", "read"),

  listMembershipTiers: can("MEMBERSHIP_MANAGEMENT", "read"),
  createMembershipTier: can("MEMBERSHIP_MANAGEMENT", "create"),
  getMembershipTier: can("MEMBERSHIP_MANAGEMENT", "read"),
  updateMembershipTier: can("MEMBERSHIP_MANAGEMENT", "update"),
  // Disabling a tier keeps it (customers still name it): an update.
  setMembershipTierStatus: can("MEMBERSHIP_MANAGEMENT", "update"),
  deleteMembershipTier: can("MEMBERSHIP_MANAGEMENT", "delete"),

  listCustomers: can("MEMBERSHIP_MANAGEMENT", "read"),
  createCustomer: can("MEMBERSHIP_MANAGEMENT", "create"),
  getCustomer: can("MEMBERSHIP_MANAGEMENT", "read"),
  updateCustomer: can("MEMBERSHIP_MANAGEMENT", "update"),
  deleteCustomer: can("MEMBERSHIP_MANAGEMENT", "delete"),
  // Exporting shows the customers, nothing more than reading them.
  exportCustomers: can("MEMBERSHIP_MANAGEMENT", "read"),
  // An import adds customers.
  importCustomers: can("MEMBERSHIP_MANAGEMENT", "create"),

  getTeeSheet: can("RESERVATION", "read"),
  listReservations: can("RESERVATION", "read"),
  // The desk's live channel tells of every booking change: whoever reads the bookings.
  getClubLive: can("RESERVATION", "read"),
  createReservation: can("RESERVATION", "create"),
  getReservation: can("RESERVATION", "read"),
  // Status changes, memos and player details: all changes of one booking.
  updateReservation: can("RESERVATION", "update"),
  moveReservation: can("RESERVATION", "update"),
  // The front desk's actions on a booking's players and payments change the booking.
  setReservationGuests: can("RESERVATION", "update"),
  checkInReservation: can("RESERVATION", "update"),
  addReservationPayment: can("RESERVATION", "update"),
  voidReservationPayment: can("RESERVATION", "update"),
  getReservationStats: can("RESERVATION", "read"),
  // The day's waitlist shows who waits (names, phones): whoever reads the bookings; changing it, whoever changes them.
  getDeskWaitlist: can("RESERVATION", "read"),
  getGolferStrikes: can("RESERVATION", "read"),
  liftGolferStrikes: can("RESERVATION", "update"),
  addDeskWaitlistEntry: can("RESERVATION", "update"),
  offerWaitlistEntry: can("RESERVATION", "update"),
  removeWaitlistEntry: can("RESERVATION", "update"),
  getTeeSheetPdf: can("RESERVATION", "read"),
  getReservationConfirmationPdf: can("RESERVATION", "read"),
  getReservationSettings: can("RESERVATION", "read"),
  updateReservationSettings: can("RESERVATION", "update"),
  // Looking customers up while booking one: for whoever may book, without membership access.
  findBookingCustomers: can("RESERVATION", "create"),

  getUtilisationReport: can("DASHBOARD", "read"),
  exportUtilisationReport: can("DASHBOARD", "read"),
  getBookingsReport: can("DASHBOARD", "read"),
  exportBookingsReport: can("DASHBOARD", "read"),
  getRevenueReport: can("DASHBOARD", "read"),
  exportRevenueReport: can("DASHBOARD", "read"),
  getTopCustomersReport: can("DASHBOARD", "read"),
  exportTopCustomersReport: can("DASHBOARD", "read"),
};

/** The table's row in words, for a failure message: `ROLE_SETTING delete`, `owner`, `public`. */
export const describeAccess = (access: Access) =>
  typeof access === "string" ? access : `${access.feature} ${access.action}`;
