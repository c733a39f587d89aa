import type { ListTexts } from "./en";

export const vi: ListTexts = {
  titles: {
    reservation: "Danh sách lượt đặt sân",
  },
  /** The other view of the same bookings. */
  toTimetable: "Lịch đặt sân theo giờ",
  noReservation: "Không có lượt đặt",
};
