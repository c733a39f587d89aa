import { clubDateField, customerDateField } from "./fields";

const issues = (field: typeof clubDateField, value: unknown) =>
  field.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test("a club date: a real day of the years 1900–2999, else one schedule_date_invalid", () => {
  expect(issues(clubDateField, "2026-12-05")).toEqual([]);
  expect(issues(clubDateField, "2028-02-29")).toEqual([]);
  for (const wrong of [
    "2026-02-30",
    "2026-13-01",
    "1899-12-31",
    "3000-01-01",
    "2026-1-5",
    "05/12/2026",
    "",
  ]) {
    expect(issues(clubDateField, wrong)).toEqual(["schedule_date_invalid"]);
  }
  expect(issues(clubDateField, undefined)).toEqual(["required"]);
  expect(issues(clubDateField, 20261205)).toEqual(["invalid_value"]);
});

test("a customer's date: a real day of any year (a birth date too), else one date_invalid", () => {
  for (const date of ["1992-02-29", "1890-07-01", "0050-01-01", "3000-01-01"]) {
    expect(issues(customerDateField, date)).toEqual([]);
  }
  for (const wrong of ["1990-02-29", "2026-00-10", "2026-04-31", "1990-7-15", "15/07/1990", ""]) {
    expect(issues(customerDateField, wrong)).toEqual(["date_invalid"]);
  }
  expect(issues(customerDateField, null)).toEqual(["required"]);
});
