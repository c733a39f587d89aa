import {
  CLUB_COUNTRIES,
  CLUB_LIMITS,
  type ClubCountry,
  COURSE_TYPES,
  SERVICE_LEVELS,
  TIME_ZONES,
} from "contracts/domains/clubs/schemas";
import { phoneCodeOf } from "contracts/domains/common/countries";
import type { TFunction } from "i18next";
import type { DropdownOption } from "ui-kit/dropdown";

export const countryOptions = (t: TFunction): DropdownOption[] =>
  CLUB_COUNTRIES.map((code) => ({ value: code, text: t(`countries.${code}`) }));

/** The four countries' codes, plus a stored one that is none of them (kept, not silently replaced). */
export function phoneCodeOptions(t: TFunction, current: string): DropdownOption[] {
  const options = CLUB_COUNTRIES.map((code) => ({
    value: phoneCodeOf(code),
    text: `${phoneCodeOf(code)} (${t(`countries.${code}`)})`,
  }));
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, text: current }]
    : options;
}

/** A zone's name in the user's language from the browser ("Eastern Time"), with its id to tell similar ones apart. */
export function timeZoneName(timeZone: string, language: string) {
  try {
    const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value;
    return name ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

export const timeZoneOptions = (country: ClubCountry | "", language: string): DropdownOption[] =>
  (country ? TIME_ZONES[country] : []).map((zone) => ({ value: zone, text: timeZoneName(zone, language) }));

export const courseTypeOptions = (t: TFunction): DropdownOption[] =>
  COURSE_TYPES.map((type) => ({ value: type, text: t(`form.courseTypes.${type}`) }));

export const serviceOptions = (t: TFunction): DropdownOption[] =>
  SERVICE_LEVELS.map((level) => ({ value: level, text: t(`form.service.${level}`) }));

export const minPlayerOptions = (): DropdownOption[] =>
  Array.from({ length: CLUB_LIMITS.minPlayers.max - CLUB_LIMITS.minPlayers.min + 1 }, (_, index) => {
    const value = String(CLUB_LIMITS.minPlayers.min + index);
    return { value, text: value };
  });
