import type { TeeSheetTexts } from "./en";

export const vi: TeeSheetTexts = {
  titles: {
    reservationTable: "Lịch đặt sân theo giờ",
  },
  /** The other view of the same bookings. */
  toList: "Danh sách lượt đặt sân",
  players_one: "{{count}} người",
  players_other: "{{count}} người",
};
