import type { TeeSheetTexts } from "./en";

export const ko: TeeSheetTexts = {
  titles: {
    reservationTable: "예약 타임테이블",
  },
  /** The other view of the same bookings. */
  toList: "예약 목록",
  players_one: "{{count}}명",
  players_other: "{{count}}명",
};
