import type { ListTexts } from "./en";

export const ko: ListTexts = {
  titles: {
    reservation: "예약 목록",
  },
  /** The other view of the same bookings. */
  toTimetable: "예약 타임테이블",
  noReservation: "예약 없음",
};
