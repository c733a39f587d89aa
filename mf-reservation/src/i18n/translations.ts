import type { Translations } from "shared/i18n/languages";

export const RESERVATION_NAMESPACE = "reservation";

export const reservationTranslations: Translations = {
  en: {
    titles: {
      reservation: "Reservations",
      reservationTable: "Reservation timetable",
      reservationDetail: "Reservation detail",
      offlineReservation: "Offline reservation",
    },
  },
  ko: {
    titles: {
      reservation: "예약 목록",
      reservationTable: "예약 시간표",
      reservationDetail: "예약 상세",
      offlineReservation: "오프라인 예약",
    },
  },
  vi: {
    titles: {
      reservation: "Danh sách đặt chỗ",
      reservationTable: "Bảng giờ đặt chỗ",
      reservationDetail: "Chi tiết đặt chỗ",
      offlineReservation: "Đặt chỗ ngoại tuyến",
    },
  },
};
