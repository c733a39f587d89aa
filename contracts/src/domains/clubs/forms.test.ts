import { type ClubFormValues, centsToDollars, clubForm, dollarsToCents, newClubValues } from "./forms";
import { clubInputSchema } from "./schemas";

const filled = (): ClubFormValues => ({
  ...newClubValues(),
  country: "KR",
  timeZone: "Asia/Seoul",
  city: "Yongin",
  name: "Hanbit Country Club",
  holeCount: "27",
  courseType: "public",
  totalLengthYards: "6800",
  address: "1 Golf-ro",
  addressEn: "1 Golf-ro",
  phoneCode: "+82",
  phoneNumber: "0311234567",
  courses: [{ name: "East" }, { name: "West" }],
  greenFees: [{ name: "Weekday", regularPriceCents: "120.5", additionalPriceCents: "0.29" }],
  teeUps: [{ interval: "8", firstTeeUp: "06:00", lastTeeUp: "11:00" }],
});

/** Issue codes by path, as the screen shows them. */
const issues = (values: ClubFormValues) => {
  const result = clubForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the club form", () => {
  it("turns the typed text into the contract's values, dollars into integer cents", () => {
    const result = clubForm.safeParse(filled());
    expect(result.success).toBe(true);
    expect(result.data?.greenFees[0]).toEqual({
      name: "Weekday",
      regularPriceCents: 12050,
      additionalPriceCents: 29,
    });
    expect(result.data?.holeCount).toBe(27);
    expect(clubInputSchema.safeParse(result.data).success).toBe(true);
  });

  it("reports the contract's codes at the contract's paths", () => {
    const values = filled();
    values.courses = [{ name: " " }];
    values.greenFees = [];
    values.teeUps = [
      { interval: "8", firstTeeUp: "06:00", lastTeeUp: "11:00" },
      { interval: "8", firstTeeUp: "10:00", lastTeeUp: "9:00" },
    ];
    values.teeUps.push({ interval: "5", firstTeeUp: "", lastTeeUp: "23:00" });
    values.holeCount = "";
    values.totalLengthYards = "long";
    expect(issues(values)).toMatchObject({
      "courses.0.name": "course_required",
      greenFees: "fee_required",
      "teeUps.1.lastTeeUp": "tee_up_time_invalid",
      "teeUps.2.firstTeeUp": "required",
      holeCount: "required",
      totalLengthYards: "invalid_value",
    });
  });

  it("rejects a price with more than two decimals or a sign, and a fourth tee-up row", () => {
    const values = filled();
    values.greenFees = [{ name: "Weekend", regularPriceCents: "1.005", additionalPriceCents: "-1" }];
    values.teeUps = ["05:00", "08:00", "11:00", "14:00"].map((first) => ({
      interval: "10",
      firstTeeUp: first,
      lastTeeUp: `${first.slice(0, 2)}:50`,
    }));
    expect(issues(values)).toMatchObject({
      "greenFees.0.regularPriceCents": "invalid_value",
      "greenFees.0.additionalPriceCents": "invalid_value",
      teeUps: "tee_up_limit",
    });
  });

  it("shows cents as dollars with two decimals and reads them back exactly", () => {
    expect(centsToDollars(12050)).toBe("120.50");
    expect(centsToDollars(7)).toBe("0.07");
    expect(dollarsToCents("120.50")).toBe(12050);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("")).toBeUndefined();
  });
});
