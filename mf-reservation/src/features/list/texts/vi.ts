import type { ListTexts } from "./en";

export const vi: ListTexts = {
  titles: {
    reservation: "Danh sách lượt đặt sân",
  },
  noReservation: "Không có lượt đặt",
};
