import { todayIn } from "contracts/domains/common/dates";
import { formatDate, formatTimeIn } from "contracts/i18n/format";

/**
 * An instant of the booking (the hold's end, the end of free cancellation) as the page says it: the time and date
 * on the club's clock, in the page's language, with the club's time zone (the `confirmPage.until` words).
 */
export const clubTime = (instant: string, timeZone: string, language: string) => ({
  time: formatTimeIn(instant, timeZone, language),
  date: formatDate(todayIn(timeZone, new Date(instant)), language),
  zone: timeZone,
});
