/**
 * One valid request per declared operation, keyed by its operationId: what every-route, the authorization matrix
 * and the validation tests send. A sample names the test's own data through `SampleRefs` (ids, a tee time, a
 * schedule, the club's information), so each test decides what it refers to: fixed ids, or fresh targets per call.
 */
import type { ClubInput } from "contracts/domains/clubs/schemas";
import type { ScheduleInput } from "contracts/domains/schedules/schemas";
import { allEndpoints } from "contracts/endpoints/all";
import type * as audit from "contracts/endpoints/audit";
import type * as clients from "contracts/endpoints/clients";
import type * as clubs from "contracts/endpoints/clubs";
import type * as customers from "contracts/endpoints/customers";
import { apiBase, type Endpoint, urlOf } from "contracts/endpoints/endpoint";
import type * as health from "contracts/endpoints/health";
import type * as live from "contracts/endpoints/live";
import type * as membershipTiers from "contracts/endpoints/membership-tiers";
import type * as onlineBooking from "contracts/endpoints/online-booking";
import type * as passwordReset from "contracts/endpoints/password-reset";
import type * as releases from "contracts/endpoints/releases";
import type * as reports from "contracts/endpoints/reports";
import type * as reservations from "contracts/endpoints/reservations";
import type * as schedules from "contracts/endpoints/schedules";
import type * as signIn from "contracts/endpoints/sign-in";
import type * as signUp from "contracts/endpoints/sign-up";
import type * as staffRoles from "contracts/endpoints/staff-roles";
import type * as users from "contracts/endpoints/users";
import type * as waitlist from "contracts/endpoints/waitlist";
import { ObjectId } from "mongodb";
import { demoClubPicture } from "../db/demo-picture";
import { auditCursor, reservationCursor } from "../lib/cursors";
import {
  aBusinessSignUpForm,
  aCustomerInput,
  anEmployeeSignUp,
  anOnlineBooking,
  aReservationInput,
  aReservationSettingsInput,
  aRoleInput,
  aTierInput,
  formOf,
  grantOf,
  type Slot,
} from "./fixtures";
import { demoPassword } from "./harness";

type OperationIdOf<M> = M extends unknown
  ? { [K in keyof M]: M[K] extends { operationId: infer O } ? O : never }[keyof M]
  : never;
/** Every declared operationId. */
export type OperationId = OperationIdOf<
  | typeof audit
  | typeof clients
  | typeof clubs
  | typeof customers
  | typeof health
  | typeof live
  | typeof membershipTiers
  | typeof onlineBooking
  | typeof passwordReset
  | typeof reports
  | typeof releases
  | typeof reservations
  | typeof schedules
  | typeof signIn
  | typeof signUp
  | typeof staffRoles
  | typeof users
  | typeof waitlist
>;

/** What the samples refer to: the test's own data. */
export interface SampleRefs {
  clubId: string;
  clientId: string;
  roleId: string;
  staffId: string;
  scheduleId: string;
  tierId: string;
  /** The name of tier `tierId`: a CSV import names tiers by name. */
  tierName: string;
  customerId: string;
  reservationId: string;
  /** A payment of reservation `reservationId`, for the void. */
  paymentId: string;
  /** A waitlist entry of the club (one waiting, where the test expects it offered or removed). */
  entryId: string;
  /** A tee time a booking or a move takes (one for sale, where the test expects the booking to stand). */
  slot: Slot;
  players: number;
  /** What a schedule create or replace sends. */
  schedule: ScheduleInput;
  /** What a club create or replace sends. */
  club: ClubInput;
  /** The email of an employee account (one not yet staff of the club, where the test expects it added). */
  employeeEmail: string;
  /** An account's email and password, for the calls that name one (sign-in, resend, password reset). */
  email: string;
  /** A name, email or key no earlier request used. */
  unique: (prefix: string) => string;
}

type Refs = SampleRefs;
/** One request's parts; each part a function of the refs, so which parts an operation has is known up front. */
export interface Sample {
  query?: (refs: Refs) => Record<string, string>;
  body?: (refs: Refs) => unknown;
  form?: (refs: Refs) => FormData;
  headers?: (refs: Refs) => Record<string, string>;
}

const page = { page: "1", pageSize: "9" };
/** A month of reports, crossing into the next one. */
const reportRange = { from: "2026-11-20", to: "2026-12-19" };

/** A real PNG, small: a club picture the upload accepts. */
const pictureForm = () => {
  const picture = demoClubPicture(
    { sky: [1, 2, 3], fairway: [4, 5, 6], green: [7, 8, 9], greenAt: 0.5, scenery: "river" },
    20,
    15,
  );
  return formOf({ image: new File([new Uint8Array(picture)], "club.png", { type: "image/png" }) });
};

const customerCsv = (refs: Refs) =>
  formOf({
    file: new File(
      [
        "name,email,mobile,tier,tierValidUntil,registeredOn,birthDate,marketingOptIn,gender,country,channel,note\r\n" +
          `Kim Minji,${refs.unique("import")}@example.com,01012345678,${refs.tierName},,2026-01-10,,yes,female,South Korea,web,\r\n`,
      ],
      "customers.csv",
      { type: "text/csv" },
    ),
  });

const token = "A".repeat(43);

/** A release join's proof of the right shape that no server signed. */
const unsignedProof = {
  challenge: {
    parameters: {
      algorithm: "SHA-256",
      nonce: "00",
      salt: "00",
      cost: 1,
      keyLength: 32,
      keyPrefix: "00",
      data: { club: "0123456789abcdef01234567" },
    },
    signature: "00",
  },
  solution: { counter: 1, derivedKey: "00" },
};

export const samples: Record<OperationId, Sample> = {
  getHealth: {},
  getReadiness: {},
  signUpBusiness: { form: (r) => aBusinessSignUpForm({ email: `${r.unique("business")}@example.com` }) },
  signUpEmployee: { body: (r) => anEmployeeSignUp({ email: `${r.unique("employee")}@example.com` }) },
  verifyEmail: { body: () => ({ token: "some-token" }) },
  resendVerificationEmail: { body: (r) => ({ email: r.email }) },
  signIn: { body: (r) => ({ email: r.email, password: demoPassword }) },
  signOut: {},
  getIsAdmin: {},
  getUser: {},
  updateUser: { body: () => ({ newCountry: "Vietnam" }) },
  verifyPassword: { body: () => ({ password: demoPassword }) },
  getRoleAccess: { query: (r) => ({ clubId: r.clubId }) },
  getUserPermissions: {},
  requestPasswordReset: { body: (r) => ({ email: r.email }) },
  confirmPasswordReset: {
    body: () => ({ token: "some-token", password: "new-password", passwordConfirm: "new-password" }),
  },
  listClients: { query: () => ({ status: "pending", ...page }) },
  getClient: {},
  updateClientStatus: { body: () => ({ status: "active", description: "Checked" }) },
  updateClientMemo: { body: () => ({ memo: "Called" }) },
  getClientCertificate: {},
  listClubs: { query: () => ({ q: "test" }) },
  createClub: { body: (r) => r.club },
  getClub: {},
  getClubName: { query: (r) => ({ clubId: r.clubId }) },
  updateClub: { body: (r) => r.club },
  uploadClubImage: { form: pictureForm },
  getClubImage: { query: () => ({ v: "0" }) },
  removeClubImage: {},
  listRoles: {},
  createRole: { body: (r) => aRoleInput({ name: r.unique("Role ") }) },
  getRole: {},
  updateRole: {
    body: (r) =>
      aRoleInput({
        name: r.unique("Renamed "),
        note: "Changed",
        permissions: grantOf(["SCHEDULE"], ["read"]),
      }),
  },
  deleteRole: {},
  listStaff: { query: () => ({ ...page, q: "a", status: "active" }) },
  addStaff: { body: (r) => ({ email: r.employeeEmail, roleId: r.roleId }) },
  getStaffMember: {},
  updateStaff: { body: () => ({ status: "suspended" }) },
  deleteStaff: {},
  listAllStaff: { query: (r) => ({ clubId: r.clubId, ...page, q: "a", status: "active" }) },
  listAudit: {
    query: () => ({
      pageSize: "9",
      entity: "role",
      cursor: auditCursor.encode({ at: new Date("2026-12-01T00:00:00Z"), _id: new ObjectId("a".repeat(24)) }),
    }),
  },
  listSchedules: { query: () => ({ from: "2026-12-01", to: "2026-12-31" }) },
  createSchedule: { body: (r) => r.schedule },
  getSchedule: {},
  updateSchedule: { body: (r) => ({ ...r.schedule, status: "hidden" }) },
  deleteSchedule: {},
  modifySchedules: {
    body: (r) => ({ from: r.schedule.startDate, to: r.schedule.endDate, status: "hidden" }),
  },
  getScheduleDay: { query: () => ({ date: "2026-12-05" }) },
  listScheduleStatuses: { query: (r) => ({ clubId: r.clubId, dates: "2026-12-05,2026-12-06" }) },
  listMembershipTiers: { query: () => ({ status: "active", ...page }) },
  createMembershipTier: { body: (r) => aTierInput({ name: r.unique("Tier ") }) },
  getMembershipTier: {},
  updateMembershipTier: { body: (r) => aTierInput({ name: r.unique("Tier "), period: "month" }) },
  setMembershipTierStatus: { body: () => ({ status: "disabled" }) },
  deleteMembershipTier: {},
  listCustomers: { query: (r) => ({ q: "a", tierId: r.tierId, channel: "web", ...page }) },
  createCustomer: { body: (r) => aCustomerInput(r.tierId, { email: `${r.unique("customer")}@example.com` }) },
  getCustomer: {},
  updateCustomer: { body: (r) => aCustomerInput(r.tierId, { email: `${r.unique("customer")}@example.com` }) },
  deleteCustomer: {},
  exportCustomers: { query: (r) => ({ q: "a", tierId: r.tierId, channel: "web" }) },
  importCustomers: { query: () => ({ dryRun: "false" }), form: customerCsv },
  getTeeSheet: { query: () => ({ date: "2026-12-05", q: "Kim" }) },
  listReservations: {
    query: () => ({
      from: "2026-12-01",
      to: "2026-12-31",
      status: "reserved",
      type: "offline",
      q: "Kim",
      ...page,
      cursor: reservationCursor.encode({
        date: "2026-12-31",
        teeTime: "18:00",
        _id: new ObjectId("a".repeat(24)),
      }),
    }),
  },
  createReservation: {
    body: (r) => aReservationInput(r.slot, { players: r.players }),
    headers: (r) => ({ "idempotency-key": r.unique("offline-") }),
  },
  getReservation: {},
  updateReservation: { body: () => ({ memo: "Called back" }) },
  moveReservation: { body: (r) => r.slot },
  setReservationGuests: {
    body: (r) => ({ version: 0, names: [null, "Lee Jisoo", null, null].slice(0, r.players) }),
  },
  checkInReservation: { body: () => ({ version: 0, checkedIn: true }) },
  addReservationPayment: { body: () => ({ version: 0, amountCents: 1000, method: "cash" }) },
  voidReservationPayment: { body: () => ({ version: 0 }) },
  getReservationStats: { query: (r) => ({ clubId: r.clubId, dates: "2026-12-05,2026-12-06" }) },
  getTeeSheetPdf: { query: () => ({ date: "2026-12-05" }) },
  getReservationConfirmationPdf: {},
  getReservationSettings: {},
  getClubLive: {},
  updateReservationSettings: { body: () => aReservationSettingsInput() },
  findBookingCustomers: { query: () => ({ q: "a" }) },
  getUtilisationReport: { query: () => reportRange },
  exportUtilisationReport: { query: () => reportRange },
  getBookingsReport: { query: () => reportRange },
  exportBookingsReport: { query: () => reportRange },
  getRevenueReport: { query: () => reportRange },
  exportRevenueReport: { query: () => reportRange },
  getTopCustomersReport: { query: () => reportRange },
  exportTopCustomersReport: { query: () => reportRange },
  getPublicClub: {},
  getOnlineAvailability: { query: () => ({ date: "2026-12-05" }) },
  bookOnline: {
    body: (r) => anOnlineBooking(r.slot, { players: r.players }),
    headers: (r) => ({ "idempotency-key": r.unique("online-") }),
  },
  // No booking has this token: the routes still answer it cleanly (404).
  getBookingHold: { query: () => ({ token }) },
  confirmBookingHold: { body: () => ({ token }) },
  cancelBookingHold: { body: () => ({ token }) },
  joinWaitlist: {
    body: (r) => ({
      date: r.slot.date,
      from: r.slot.teeTime,
      to: r.slot.teeTime,
      courseId: r.slot.courseId,
      players: r.players,
      name: "Lee Jisoo",
      phoneCode: "82",
      phoneNumber: "01012345678",
      email: `${r.unique("waitlist")}@example.com`,
    }),
  },
  // No entry has this token: the routes still answer it cleanly (404).
  getWaitlistEntry: { query: () => ({ token }) },
  confirmWaitlistEntry: { body: () => ({ token }) },
  leaveWaitlist: { body: () => ({ token }) },
  getDeskWaitlist: { query: (r) => ({ date: r.slot.date }) },
  getReleaseChallenge: {},
  // A proof the server never signed: refused as invalid (422) before anything is written.
  joinRelease: {
    body: (r) => ({ date: r.slot.date, email: `${r.unique("release")}@example.com`, proof: unsignedProof }),
  },
  // The club releases no days: no release to be reminded of (409).
  remindRelease: { body: (r) => ({ date: r.slot.date, email: `${r.unique("remind")}@example.com` }) },
  verifyReleaseEntry: { body: () => ({ entryId: "0123456789abcdef01234567", code: "123456" }) },
  // No entry has this token: the routes still answer it cleanly (404).
  getReleaseEntry: { query: () => ({ token }) },
  getReleaseEntryLive: { query: () => ({ token }) },
  rejoinRelease: { body: () => ({ token }) },
  finishReleaseTurn: { body: () => ({ token }) },
  addDeskWaitlistEntry: {
    body: (r) => ({
      date: r.slot.date,
      from: r.slot.teeTime,
      to: r.slot.teeTime,
      players: r.players,
      name: "Park Minho",
      phoneCode: "82",
      phoneNumber: "01087654321",
    }),
  },
  offerWaitlistEntry: { body: (r) => ({ courseId: r.slot.courseId, teeTime: r.slot.teeTime }) },
  removeWaitlistEntry: {},
  getGolferStrikes: {
    query: () => ({
      customerId: "6a0000000000000000000001",
      email: "golfer@example.com",
      phoneCode: "82",
      phoneNumber: "01087654321",
    }),
  },
  liftGolferStrikes: { body: () => ({ phoneCode: "82", phoneNumber: "01087654321" }) },
};

const endpointsById = new Map(allEndpoints.map((endpoint) => [endpoint.operationId, endpoint]));

/** The declared endpoint of an operationId. */
export function endpointById(operationId: string): Endpoint {
  const found = endpointsById.get(operationId);
  if (!found) throw new Error(`no endpoint is declared as ${operationId}`);
  return found;
}

/** The operationId of `METHOD /path` as the OpenAPI document writes it. */
export function operationIdOf(key: string): OperationId {
  const [method = "", path = ""] = key.split(" ");
  const found = allEndpoints.find((e) => e.method === method.toLowerCase() && e.path === path);
  if (!found) throw new Error(`no endpoint is declared for ${key}`);
  return found.operationId as OperationId;
}

/** A sample, ready for the harness: the method, the path under the API's base with its query, body or form. */
export interface SampleCall {
  method: string;
  path: string;
  body?: unknown;
  raw?: FormData;
  headers?: Record<string, string>;
}

export function sampleCall(operationId: OperationId, refs: Refs): SampleCall {
  const endpoint = endpointById(operationId);
  const sample = samples[operationId];
  const params = refs as unknown as Record<string, string>;
  const query = sample.query ? new URLSearchParams(sample.query(refs)).toString() : "";
  const path = urlOf(endpoint, params).slice(apiBase.length) + (query ? `?${query}` : "");
  return {
    method: endpoint.method.toUpperCase(),
    path,
    ...(sample.body ? { body: sample.body(refs) } : {}),
    ...(sample.form ? { raw: sample.form(refs) } : {}),
    ...(sample.headers ? { headers: sample.headers(refs) } : {}),
  };
}
