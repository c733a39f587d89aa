import { userSchema } from "contracts/domains/accounts/schemas";
import { auditListSchema } from "contracts/domains/audit/schemas";
import { clientDetailSchema, clientListSchema } from "contracts/domains/clients/schemas";
import { clubListSchema, clubNameSchema, clubSchema } from "contracts/domains/clubs/schemas";
import { roleAccessSchema, userSessionSchema } from "contracts/domains/common/permissions";
import { customerListSchema, customerSchema } from "contracts/domains/customers/schemas";
import { tierListSchema, tierSchema } from "contracts/domains/membership-tiers/schemas";
import {
  bookingsReportSchema,
  revenueReportSchema,
  topCustomersReportSchema,
  utilisationReportSchema,
} from "contracts/domains/reports/schemas";
import {
  availabilitySchema,
  bookingHoldSchema,
  publicClubSchema,
} from "contracts/domains/reservations/online-booking";
import {
  bookingCustomersSchema,
  reservationListSchema,
  reservationSchema,
  reservationStatsSchema,
  teeSheetSchema,
} from "contracts/domains/reservations/schemas";
import { reservationSettingsSchema } from "contracts/domains/reservations/settings";
import {
  scheduleDaySchema,
  scheduleListSchema,
  scheduleSchema,
  statusListSchema,
} from "contracts/domains/schedules/schemas";
import {
  roleListSchema,
  roleSchema,
  staffListSchema,
  staffMemberSchema,
} from "contracts/domains/staff-roles/schemas";
import { deskWaitlistSchema, waitlistEntrySchema } from "contracts/domains/waitlist/schemas";
import { allEndpoints } from "contracts/endpoints/all";
import type { z } from "zod";
import { type SampleAnswers, sampleAnswers } from "./sample-answers";

const schemas: Record<keyof SampleAnswers, z.ZodType> = {
  getClub: clubSchema,
  listClubs: clubListSchema,
  getClubName: clubNameSchema,
  getUser: userSchema,
  getRoleAccess: roleAccessSchema,
  getUserPermissions: userSessionSchema,
  listMembershipTiers: tierListSchema,
  getMembershipTier: tierSchema,
  listCustomers: customerListSchema,
  getCustomer: customerSchema,
  listClients: clientListSchema,
  getClient: clientDetailSchema,
  getTeeSheet: teeSheetSchema,
  listReservations: reservationListSchema,
  getReservation: reservationSchema,
  getReservationSettings: reservationSettingsSchema,
  getReservationStats: reservationStatsSchema,
  findBookingCustomers: bookingCustomersSchema,
  getBookingHold: bookingHoldSchema,
  getPublicClub: publicClubSchema,
  getWaitlistEntry: waitlistEntrySchema,
  getDeskWaitlist: deskWaitlistSchema,
  getOnlineAvailability: availabilitySchema,
  listSchedules: scheduleListSchema,
  getSchedule: scheduleSchema,
  getScheduleDay: scheduleDaySchema,
  listScheduleStatuses: statusListSchema,
  listRoles: roleListSchema,
  getRole: roleSchema,
  listStaff: staffListSchema,
  getStaffMember: staffMemberSchema,
  listAllStaff: staffListSchema,
  listAudit: auditListSchema,
  getUtilisationReport: utilisationReportSchema,
  getBookingsReport: bookingsReportSchema,
  getRevenueReport: revenueReportSchema,
  getTopCustomersReport: topCustomersReportSchema,
};

test.each(Object.entries(sampleAnswers))("the %s sample is what the API answers", (operationId, answer) => {
  const result = schemas[operationId as keyof SampleAnswers].safeParse(answer);
  expect(result.success ? [] : result.error.issues).toEqual([]);
});

test("every sample names a declared read endpoint", () => {
  const reads = allEndpoints
    .filter((endpoint) => endpoint.method === "get")
    .map((endpoint) => endpoint.operationId);
  expect(Object.keys(sampleAnswers).filter((operationId) => !reads.includes(operationId))).toEqual([]);
});
