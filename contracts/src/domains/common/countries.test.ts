import { COUNTRY_CODES, COUNTRY_NAME_LIST, countryCodeOf, countryLabels, phoneCodeOf } from "./countries";

test("each stored country name maps back to its code, and each code has its calling code with a plus", () => {
  expect(COUNTRY_NAME_LIST.map(countryCodeOf)).toEqual([...COUNTRY_CODES]);
  expect(COUNTRY_CODES.map(phoneCodeOf)).toEqual(["+1", "+82", "+63", "+84"]);
});

test("every country has a name in every language", () => {
  for (const labels of Object.values(countryLabels)) {
    expect(Object.keys(labels).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(Object.values(labels).every((name) => name.trim().length > 0)).toBe(true);
  }
});
