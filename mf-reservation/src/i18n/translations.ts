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
      reservationTable: "예약 타임테이블",
      reservationDetail: "예약 상세",
      offlineReservation: "오프라인 예약",
    },
  },
  vi: {
    titles: {
      reservation: "Danh sách lượt đặt sân",
      reservationTable: "Lịch đặt sân theo giờ",
      reservationDetail: "Chi tiết lượt đặt sân",
      offlineReservation: "Đặt sân trực tiếp",
    },
  },
};
