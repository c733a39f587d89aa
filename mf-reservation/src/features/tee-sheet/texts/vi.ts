import type { TeeSheetTexts } from "./en";

export const vi: TeeSheetTexts = {
  titles: {
    reservationTable: "Lịch đặt sân theo giờ",
  },
  players_one: "{{count}} người",
  players_other: "{{count}} người",
};
