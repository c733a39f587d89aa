/**
 * One record of each kind, typed by the contracts, that the sample answers (`sample-answers.ts`) list, page and
 * refer to: the club, a tier and a customer of it, a reservation, a schedule, a role, a staff member, a client.
 */
import type { ClientDetail } from "contracts/domains/clients/schemas";
import type { Club } from "contracts/domains/clubs/schemas";
import type { Customer } from "contracts/domains/customers/schemas";
import type { Tier } from "contracts/domains/membership-tiers/schemas";
import type { BookingCustomer, Reservation } from "contracts/domains/reservations/schemas";
import type { Schedule } from "contracts/domains/schedules/schemas";
import type { Role, StaffMember } from "contracts/domains/staff-roles/schemas";

export const SAMPLE_CLUB_ID = "0123456789abcdef01234567";
export const at = "2026-11-20T08:30:00.000Z";
export const today = "2026-11-25";
const all = { read: true, create: true, update: true, delete: true };

export const club: Club = {
  clubId: SAMPLE_CLUB_ID,
  country: "KR",
  timeZone: "Asia/Seoul",
  city: "Seoul",
  name: "Hanbit Country Club",
  holeCount: 18,
  courseType: "public",
  totalLengthYards: 6800,
  address: "123 Hanbit-ro, Seoul",
  addressEn: "123 Hanbit-ro, Seoul",
  phoneCode: "+82",
  phoneNumber: "0212345678",
  amenities: ["drivingRange", "proShop"],
  minPlayers: 2,
  caddie: "optional",
  cart: "required",
  notice: "Arrive 30 minutes before your tee time.",
  description: "Eighteen holes along the river.",
  precautions: "Soft spikes only.",
  courses: [{ courseId: "c-east", name: "East" }],
  greenFees: [
    { greenFeeId: "g-weekday", name: "Weekday", regularPriceCents: 12000, additionalPriceCents: 2000 },
  ],
  teeUps: [{ interval: 10, firstTeeUp: "06:00", lastTeeUp: "16:00" }],
  clubImage: null,
  createdAt: at,
  updatedAt: at,
};

export const tier: Tier = {
  tierId: "aaaaaaaaaaaaaaaaaaaaaaa1",
  name: "Gold",
  priceCents: 120000,
  period: "year",
  discountRatePercent: 10,
  discountTarget: "greenFee",
  benefit: "10% off green fees",
  note: "",
  status: "active",
  customerCount: 1,
  createdAt: at,
  updatedAt: at,
};

export const customer: Customer = {
  customerId: "aaaaaaaaaaaaaaaaaaaaaaa2",
  name: "Kim Minji",
  email: "minji.kim@example.com",
  mobile: "01012345678",
  tierId: tier.tierId,
  tierName: tier.name,
  tierValidUntil: "2027-01-31",
  registeredOn: "2026-01-10",
  birthDate: null,
  marketingOptIn: true,
  gender: "female",
  country: "South Korea",
  channel: "web",
  note: "",
  reservationCount: 3,
  createdAt: at,
  updatedAt: at,
};

export const reservation: Reservation = {
  reservationId: "aaaaaaaaaaaaaaaaaaaaaaa3",
  reference: "HB7Q2K9X",
  date: today,
  courseId: "c-east",
  courseName: "East",
  teeTime: "07:00",
  name: "Kim Minji",
  phoneCode: "+82",
  phoneNumber: "01012345678",
  email: "minji.kim@example.com",
  players: 2,
  cart: true,
  caddie: false,
  totalPriceCents: 21600,
  memo: "",
  status: "reserved",
  type: "offline",
  customerId: customer.customerId,
  customer: { name: customer.name, tierName: tier.name },
  holdExpiresAt: null,
  version: 0,
  guests: [
    { place: 1, name: "Kim Minji", checkedInAt: null },
    { place: 2, name: null, checkedInAt: null },
  ],
  payments: [],
  paidCents: 0,
  paymentState: "unpaid",
  createdAt: at,
  updatedAt: at,
};

export const schedule: Schedule = {
  scheduleId: "aaaaaaaaaaaaaaaaaaaaaaa4",
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  startTime: "06:00",
  endTime: "16:00",
  weekdays: [1, 2, 3, 4, 5],
  greenFeeId: "g-weekday",
  greenFeeName: "Weekday",
  priceKind: "regular",
  priceCents: 12000,
  status: "public",
};

export const role: Role = {
  roleId: "aaaaaaaaaaaaaaaaaaaaaaa5",
  name: "Front desk",
  note: "Bookings and customers",
  permissions: { RESERVATION: all, MEMBERSHIP_MANAGEMENT: { ...all, delete: false } },
  staffCount: 1,
  createdAt: at,
  updatedAt: at,
};

export const staffMember: StaffMember = {
  staffId: "aaaaaaaaaaaaaaaaaaaaaaa6",
  name: "Lee Jisoo",
  email: "jisoo.lee@example.com",
  roleId: role.roleId,
  roleName: role.name,
  clubId: SAMPLE_CLUB_ID,
  clubName: club.name,
  status: "active",
  createdAt: at,
};

export const client: ClientDetail = {
  clientId: "aaaaaaaaaaaaaaaaaaaaaaa7",
  firstName: "Minji",
  lastName: "Kim",
  email: "owner@example.com",
  companyName: "Hanbit Golf",
  companyPhoneCode: "+82",
  companyPhoneNumber: "0212345678",
  companyAddress: "123 Hanbit-ro",
  companyAddress2: "",
  city: "Seoul",
  state: "Seoul",
  status: "pending",
  emailVerified: true,
  createdAt: at,
  statusLog: [],
  memo: "",
  hasCertificate: true,
};

export const bookingCustomer: BookingCustomer = {
  customerId: customer.customerId,
  name: customer.name,
  email: customer.email,
  mobile: customer.mobile,
  contactHidden: false,
  phoneCode: "+82",
  tierName: tier.name,
  tier: { discountRatePercent: 10, discountTarget: "greenFee", active: true },
};
