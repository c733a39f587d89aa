import type { SignUpBusinessFields, SignUpEmployee } from "contracts/domains/accounts/schemas";
import type { ClubInput } from "contracts/domains/clubs/schemas";
import { type Action, actions } from "contracts/domains/common/permissions";
import type { CustomerInput } from "contracts/domains/customers/schemas";
import type { TierInput } from "contracts/domains/membership-tiers/schemas";
import type { OnlineBookingInput } from "contracts/domains/reservations/online-booking";
import type { ReservationInput } from "contracts/domains/reservations/schemas";
import type { ReservationSettingsInput } from "contracts/domains/reservations/settings";
import type { ScheduleInput } from "contracts/domains/schedules/schemas";
import type { RoleInput, RolePermissions } from "contracts/domains/staff-roles/schemas";

/**
 * A club's information as `POST /clubs` takes it: a Korean club with East and West courses, one green fee and tee
 * times every ten minutes from 07:00 to 07:50. Tests change only what they are about.
 */
export const aClubInput = (overrides: Partial<ClubInput> = {}): ClubInput => ({
  country: "KR",
  timeZone: "Asia/Seoul",
  city: "Seoul",
  name: "Test CC",
  holeCount: 18,
  courseType: "public",
  totalLengthYards: 6_800,
  address: "1 Test-ro",
  addressEn: "1 Test-ro",
  phoneCode: "82",
  phoneNumber: "0212345678",
  amenities: [],
  minPlayers: 1,
  caddie: "optional",
  cart: "optional",
  notice: "",
  description: "",
  precautions: "",
  courses: [{ name: "East" }, { name: "West" }],
  greenFees: [{ name: "Weekday", regularPriceCents: 15_000, additionalPriceCents: 2_000 }],
  teeUps: [{ interval: 10, firstTeeUp: "07:00", lastTeeUp: "07:50" }],
  ...overrides,
});

/** A membership tier as `POST /membership-tiers` takes it: a yearly tier with 10% off the green fee. */
export const aTierInput = (overrides: Partial<TierInput> = {}): TierInput => ({
  name: "Silver",
  priceCents: 50_000,
  period: "year",
  discountRatePercent: 10,
  discountTarget: "greenFee",
  ...overrides,
});

/** A customer as `POST /customers` takes it; `tierId` names one of the club's tiers. */
export const aCustomerInput = (tierId: string, overrides: Partial<CustomerInput> = {}): CustomerInput => ({
  name: "Nguyen Van An",
  email: "an.nguyen@example.com",
  mobile: "0905123456",
  tierId,
  registeredOn: "2026-03-01",
  country: "Vietnam",
  ...overrides,
});

/** A role as `POST /roles` takes it: granting nothing unless `permissions` say so. */
export const aRoleInput = (overrides: Partial<RoleInput> = {}): RoleInput => ({
  name: "Starter",
  note: "",
  permissions: {},
  ...overrides,
});

/** `actions` on each of `kinds`, the other actions refused: a role's permissions. */
export const grantOf = (kinds: readonly string[], granted: readonly Action[]): RolePermissions =>
  Object.fromEntries(
    kinds.map((kind) => [kind, Object.fromEntries(actions.map((a) => [a, granted.includes(a)]))]),
  );

/** A price schedule as `POST /schedules` takes it: weekday mornings of December 2026 at the regular price. */
export const aScheduleInput = (
  greenFeeId: string,
  overrides: Partial<ScheduleInput> = {},
): ScheduleInput => ({
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  startTime: "06:00",
  endTime: "11:00",
  weekdays: [1, 2, 3, 4, 5],
  greenFeeId,
  priceKind: "regular",
  status: "public",
  ...overrides,
});

/** Where a booking sits: a course's tee time on a club-local date. */
export interface Slot {
  date: string;
  courseId: string;
  teeTime: string;
}

/** An offline booking as `POST /reservations` takes it, for a party of two at `slot`. */
export const aReservationInput = (
  slot: Slot,
  overrides: Partial<ReservationInput> = {},
): ReservationInput => ({
  ...slot,
  name: "Sample Guest",
  phoneCode: "82",
  phoneNumber: "01012345678",
  players: 2,
  ...overrides,
});

/** A golfer's online booking as `POST /public/clubs/{clubId}/reservations` takes it. */
export const anOnlineBooking = (
  slot: Slot,
  overrides: Partial<OnlineBookingInput> = {},
): OnlineBookingInput => ({
  ...slot,
  name: "Sample Guest",
  phoneCode: "82",
  phoneNumber: "01012345678",
  email: "golfer@example.com",
  players: 2,
  ...overrides,
});

/** A club's offline booking settings as `PUT /reservations/settings` takes them. */
export const aReservationSettingsInput = (
  overrides: Partial<ReservationSettingsInput> = {},
): ReservationSettingsInput => ({
  heldFirstTimes: 1,
  heldTimes: ["07:00"],
  heldWeekdays: [6],
  onlineDaysAhead: 14,
  onlineHoldMinutes: 20,
  freeCancellationHours: 48,
  ...overrides,
});

/** An employee's sign-up as `POST /sign-up/employee` takes it. */
export const anEmployeeSignUp = (overrides: Partial<SignUpEmployee> = {}): SignUpEmployee => ({
  firstName: "An",
  lastName: "Vo",
  email: "employee@example.com",
  password: "employee-pass",
  passwordConfirm: "employee-pass",
  country: "Vietnam",
  ...overrides,
});

/** A business owner's sign-up fields as `POST /sign-up/business` takes them, without the certificate. */
export const aBusinessSignUp = (overrides: Partial<SignUpBusinessFields> = {}): SignUpBusinessFields => ({
  firstName: "Hoa",
  lastName: "Le",
  email: "business@example.com",
  password: "business-pass",
  passwordConfirm: "business-pass",
  companyName: "Lotus Golf",
  companyPhoneCode: "84",
  companyPhoneNumber: "0281234567",
  companyAddress: "3 Nguyen Hue",
  city: "Ho Chi Minh City",
  state: "Ho Chi Minh",
  ...overrides,
});

/** A small PDF-looking file: a corporate certificate the sign-up accepts. */
export const aCertificate = () =>
  new File([new Uint8Array([37, 80, 68, 70, 45])], "c.pdf", { type: "application/pdf" });

/** A multipart form of every field of each entry, in order. */
export function formOf(...entries: Record<string, string | File>[]) {
  const form = new FormData();
  for (const entry of entries) for (const [key, value] of Object.entries(entry)) form.append(key, value);
  return form;
}

/** A business sign-up form: `aBusinessSignUp(overrides)` with a certificate. */
export const aBusinessSignUpForm = (overrides: Partial<SignUpBusinessFields> = {}) =>
  formOf({ ...(aBusinessSignUp(overrides) as Record<string, string>) }, { certificate: aCertificate() });
