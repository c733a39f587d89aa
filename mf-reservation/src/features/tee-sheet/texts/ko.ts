import type { TeeSheetTexts } from "./en";

export const ko: TeeSheetTexts = {
  titles: {
    reservationTable: "예약 타임테이블",
  },
  players_one: "{{count}}명",
  players_other: "{{count}}명",
};
