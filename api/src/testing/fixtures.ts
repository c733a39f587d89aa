import type { ClubInput } from "contracts/domains/clubs/schemas";

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
