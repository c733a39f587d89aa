import type { ListTexts } from "./en";

export const ko: ListTexts = {
  titles: {
    reservation: "예약 목록",
  },
  noReservation: "예약 없음",
};
