/**
 * One realistic answer per read endpoint, keyed by operationId, typed by the contracts: what the standard remote
 * test answers to show every screen in its ready state, and what a screen test can start from.
 */
import type { User } from "contracts/domains/accounts/schemas";
import type { AuditList } from "contracts/domains/audit/schemas";
import type { ClientDetail, ClientList } from "contracts/domains/clients/schemas";
import type { Club, ClubList, ClubName } from "contracts/domains/clubs/schemas";
import { addDays } from "contracts/domains/common/dates";
import type { RoleAccess, UserSessionAnswer } from "contracts/domains/common/permissions";
import type { Customer, CustomerList } from "contracts/domains/customers/schemas";
import type { Tier, TierList } from "contracts/domains/membership-tiers/schemas";
import type {
  BookingsReport,
  RevenueReport,
  TopCustomersReport,
  UtilisationReport,
} from "contracts/domains/reports/schemas";
import type { Availability, BookingHold, PublicClub } from "contracts/domains/reservations/online-booking";
import type {
  BookingCustomer,
  Reservation,
  ReservationList,
  ReservationStats,
  TeeSheet,
} from "contracts/domains/reservations/schemas";
import type { ReservationSettings } from "contracts/domains/reservations/settings";
import type { Schedule, ScheduleDay, ScheduleList, StatusList } from "contracts/domains/schedules/schemas";
import type { Role, RoleList, StaffList, StaffMember } from "contracts/domains/staff-roles/schemas";
import type { DeskWaitlist, WaitlistEntry } from "contracts/domains/waitlist/schemas";
import {
  at,
  bookingCustomer,
  client,
  club,
  customer,
  reservation,
  role,
  SAMPLE_CLUB_ID,
  schedule,
  staffMember,
  tier,
  today,
} from "./sample-records";

export { SAMPLE_CLUB_ID };

const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 9 });

export interface SampleAnswers {
  getClub: Club;
  listClubs: ClubList;
  getClubName: ClubName;
  getUser: User;
  getRoleAccess: RoleAccess;
  getUserPermissions: UserSessionAnswer;
  listMembershipTiers: TierList;
  getMembershipTier: Tier;
  listCustomers: CustomerList;
  getCustomer: Customer;
  listClients: ClientList;
  getClient: ClientDetail;
  getTeeSheet: TeeSheet;
  listReservations: ReservationList;
  getReservation: Reservation;
  getReservationSettings: ReservationSettings;
  getReservationStats: ReservationStats;
  findBookingCustomers: BookingCustomer[];
  getBookingHold: BookingHold;
  getPublicClub: PublicClub;
  getWaitlistEntry: WaitlistEntry;
  getDeskWaitlist: DeskWaitlist;
  getOnlineAvailability: Availability;
  listSchedules: ScheduleList;
  getSchedule: Schedule;
  getScheduleDay: ScheduleDay;
  listScheduleStatuses: StatusList;
  listRoles: RoleList;
  getRole: Role;
  listStaff: StaffList;
  getStaffMember: StaffMember;
  listAllStaff: StaffList;
  listAudit: AuditList;
  getUtilisationReport: UtilisationReport;
  getBookingsReport: BookingsReport;
  getRevenueReport: RevenueReport;
  getTopCustomersReport: TopCustomersReport;
}

/** Two days of reports, beside the two days before. */
const reportPeriod = { from: "2026-11-24", to: today };
const previousReportPeriod = { from: "2026-11-22", to: "2026-11-23" };
const figures = (players: number, places: number) => ({ players, places, rate: players / places });
const counts = (bookings: number, players: number) => ({ bookings, players });

export const sampleAnswers: SampleAnswers = {
  getClub: club,
  listClubs: {
    list: [
      {
        clubId: SAMPLE_CLUB_ID,
        clubImage: null,
        clubName: club.name,
        clubCity: club.city,
        clubCountry: "KR",
        userRole: "owner",
      },
    ],
    more: false,
  },
  getClubName: { clubname: club.name },
  getUser: {
    userName: { firstName: "Minji", lastName: "Kim" },
    email: "owner@example.com",
    country: "South Korea",
    isBusinessOwner: true,
    isAdmin: false,
  },
  getRoleAccess: { list: [], roleAccessCnt: 0, roleAccessKindCnt: 0 },
  getUserPermissions: { isBusinessOwner: true, isAdmin: false, userPermissions: {} },
  listMembershipTiers: page([tier]),
  getMembershipTier: tier,
  listCustomers: page([customer]),
  getCustomer: customer,
  listClients: page([(({ statusLog, memo, hasCertificate, ...summary }) => summary)(client)]),
  getClient: client,
  getTeeSheet: {
    date: today,
    today,
    scheduled: true,
    minPlayers: 2,
    phoneCode: "+82",
    timeZone: "Asia/Seoul",
    courses: [
      {
        courseId: "c-east",
        name: "East",
        teeTimes: [
          {
            teeTime: "07:00",
            capacity: 4,
            playersBooked: 2,
            sale: "online",
            pricePerPlayerCents: 12000,
            reservations: [reservation],
            places: reservation.guests.map((guest) => ({
              reservationId: reservation.reservationId,
              version: reservation.version,
              place: guest.place,
              name: guest.name,
              tierName: reservation.customer?.tierName ?? null,
              type: reservation.type,
              status: reservation.status,
              checkedInAt: guest.checkedInAt,
              paymentState: reservation.paymentState,
              holdExpiresAt: reservation.holdExpiresAt,
            })),
          },
          {
            teeTime: "07:10",
            capacity: 4,
            playersBooked: 0,
            sale: "online",
            pricePerPlayerCents: 12000,
            reservations: [],
            places: [],
          },
        ],
      },
    ],
    takings: { cash: 0, card: 0, voucher: 0, total: 0 },
  },
  listReservations: {
    ...page([reservation]),
    from: addDays(today, -30),
    to: addDays(today, 60),
    nextCursor: null,
  },
  getReservation: reservation,
  getReservationSettings: {
    heldFirstTimes: 2,
    heldTimes: ["12:00"],
    heldWeekdays: [0, 6],
    onlineDaysAhead: 14,
    onlineHoldMinutes: 15,
    freeCancellationHours: 24,
    waitlistOfferMinutes: 10,
    contactHours: { from: "07:00", to: "21:00" },
    autoNoShow: true,
    noShowGraceMinutes: 15,
    strikeRule: { noShows: 3, withinDays: 90, blockDays: 30 },
    release: { at: "19:00", turnMinutes: 2, atOnce: 5, maxBookings: 1, maxPlayers: 4 },
  },
  getReservationStats: [{ date: today, rate: 0.5 }],
  findBookingCustomers: [bookingCustomer],
  getBookingHold: {
    state: "held",
    kind: "booking",
    status: "pending",
    reference: "HB7Q2K9X",
    clubName: club.name,
    timeZone: "Asia/Seoul",
    date: today,
    teeTime: "07:10",
    courseName: "East",
    players: 2,
    totalPriceCents: 24000,
    holdExpiresAt: "2026-11-25T00:15:00.000Z",
    freeCancellationUntil: "2026-11-25T22:10:00.000Z",
    openTeeTimes: null,
  },
  getWaitlistEntry: {
    state: "waiting",
    clubName: club.name,
    timeZone: "Asia/Seoul",
    date: today,
    from: "07:00",
    to: "09:00",
    courseName: null,
    players: 2,
    position: 2,
    offer: null,
  },
  getDeskWaitlist: {
    date: today,
    entries: [
      {
        entryId: "e".repeat(24),
        state: "waiting",
        source: "online",
        name: "Park Ji-won",
        phoneCode: "82",
        phoneNumber: "1034567890",
        email: "jiwon.park@example.com",
        date: today,
        from: "07:00",
        to: "09:00",
        courseId: null,
        players: 2,
        position: 1,
        offer: null,
        createdAt: "2026-11-24T23:40:00.000Z",
      },
    ],
  },
  getPublicClub: {
    clubId: SAMPLE_CLUB_ID,
    name: club.name,
    hasImage: false,
    imageUrl: null,
    notice: "Soft spikes only.",
    description: "",
    precautions: "",
    timeZone: "Asia/Seoul",
    today,
    firstOnlineDate: today,
    lastOnlineDate: addDays(today, 14),
    minPlayers: 2,
    phoneCode: "82",
    freeCancellationHours: 24,
    releases: [],
  },
  getOnlineAvailability: {
    date: today,
    courses: [
      {
        courseId: "c".repeat(24),
        name: "East",
        teeTimes: [{ teeTime: "07:10", placesLeft: 4, pricePerPlayerCents: 12000 }],
      },
    ],
  },
  listSchedules: {
    today,
    timeZone: "Asia/Seoul",
    teeUpDay: { first: "06:00", last: "16:00" },
    greenFees: club.greenFees,
    list: [schedule],
  },
  getSchedule: schedule,
  getScheduleDay: { date: today, windows: [schedule] },
  listScheduleStatuses: [1],
  listRoles: { list: [role] },
  getRole: role,
  listStaff: page([staffMember]),
  getStaffMember: staffMember,
  listAllStaff: page([staffMember]),
  listAudit: {
    pageSize: 9,
    nextCursor: null,
    list: [
      {
        auditId: "aaaaaaaaaaaaaaaaaaaaaaa8",
        clubId: SAMPLE_CLUB_ID,
        actor: { accountId: "aaaaaaaaaaaaaaaaaaaaaaa9", email: "owner@example.com" },
        action: "update",
        entity: "role",
        entityId: role.roleId,
        summary: "Role Front desk updated",
        at,
      },
    ],
  },
  getUtilisationReport: {
    period: reportPeriod,
    previousPeriod: previousReportPeriod,
    total: figures(30, 96),
    previousTotal: figures(24, 96),
    days: [
      { date: "2026-11-24", ...figures(12, 48) },
      { date: today, ...figures(18, 48) },
    ],
    previousDays: [
      { date: "2026-11-22", ...figures(10, 48) },
      { date: "2026-11-23", ...figures(14, 48) },
    ],
    bands: [
      { weekday: 2, hour: 6, ...figures(8, 24) },
      { weekday: 2, hour: 7, ...figures(4, 24) },
      { weekday: 3, hour: 6, ...figures(12, 24) },
      { weekday: 3, hour: 7, ...figures(6, 24) },
    ],
  },
  getBookingsReport: {
    period: reportPeriod,
    previousPeriod: previousReportPeriod,
    total: counts(12, 34),
    previousTotal: counts(10, 28),
    noShow: { noShows: 1, expected: 9, rate: 1 / 9 },
    previousNoShow: { noShows: 0, expected: 8, rate: 0 },
    byChannel: [
      { channel: "online", ...counts(5, 14) },
      { channel: "offline", ...counts(7, 20) },
    ],
    byStatus: [
      { status: "pending", ...counts(1, 2) },
      { status: "reserved", ...counts(4, 12) },
      { status: "paid", ...counts(4, 12) },
      { status: "cancelPending", ...counts(0, 0) },
      { status: "cancelled", ...counts(2, 5) },
      { status: "noshow", ...counts(1, 3) },
    ],
    days: [
      { date: "2026-11-24", online: counts(2, 6), offline: counts(3, 8) },
      { date: today, online: counts(3, 8), offline: counts(4, 12) },
    ],
  },
  getRevenueReport: {
    period: reportPeriod,
    previousPeriod: previousReportPeriod,
    totalCents: 288000,
    previousTotalCents: 240000,
    days: [
      { date: "2026-11-24", paidCents: 96000, reservedCents: 24000 },
      { date: today, paidCents: 48000, reservedCents: 120000 },
    ],
    byTier: [
      { tierId: null, name: null, cents: 192000, bookings: 6 },
      { tierId: tier.tierId, name: tier.name, cents: 96000, bookings: 3 },
    ],
  },
  getTopCustomersReport: {
    period: reportPeriod,
    list: [
      {
        customerId: customer.customerId,
        name: customer.name,
        tierName: tier.name,
        rounds: 3,
        players: 8,
        cents: 96000,
      },
    ],
  },
};
