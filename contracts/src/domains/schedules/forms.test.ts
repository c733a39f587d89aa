import type { z } from "zod";
import { addScheduleForm } from "./forms";
import { scheduleInputSchema } from "./schemas";

const issueAt = (schema: z.ZodType, value: unknown, path: string) => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join(".") === path)?.message ?? null;
};

const valid = {
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  startTime: "06:00",
  endTime: "11:00",
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  greenFeeId: "0123456789abcdef01234567",
  priceKind: "regular",
  status: "public",
};

describe("the add-schedule form and POST /clubs/:clubId/schedules agree on every field", () => {
  const form = addScheduleForm();
  test.each([
    ["startDate", "2026-02-30", "schedule_date_invalid"],
    ["startDate", "", "schedule_date_invalid"],
    ["endDate", "2026-11-30", "schedule_dates_invalid"],
    ["endDate", "2027-12-31", "schedule_range_too_long"],
    ["startTime", "24:00", "tee_up_time_invalid"],
    ["endTime", "05:00", "schedule_times_invalid"],
    ["endTime", "06:00", "schedule_times_invalid"],
    ["weekdays", [], "schedule_weekdays_required"],
    ["greenFeeId", "", "invalid_value"],
    ["priceKind", "both", "invalid_value"],
    ["status", "secret", "invalid_value"],
  ])("%s = %j → %s", (field, value, code) => {
    const input = { ...valid, [field]: value };
    expect(issueAt(form, input, field)).toBe(code);
    expect(issueAt(scheduleInputSchema, input, field)).toBe(code);
  });

  test("a valid schedule passes both", () => {
    expect(form.safeParse(valid).success).toBe(true);
    expect(scheduleInputSchema.safeParse(valid).success).toBe(true);
  });

  test("given the club's tee-up day, the form refuses a start outside it, as the API does", () => {
    const withDay = addScheduleForm({ first: "06:00", last: "15:30" });
    expect(issueAt(withDay, { ...valid, startTime: "05:30" }, "startTime")).toBe("schedule_outside_tee_up");
    expect(issueAt(withDay, { ...valid, startTime: "15:31", endTime: "16:00" }, "startTime")).toBe(
      "schedule_outside_tee_up",
    );
    expect(withDay.safeParse({ ...valid, startTime: "15:30", endTime: "16:00" }).success).toBe(true);
  });
});
