import type { Language } from "../../i18n/languages";
import type { ReservationStatus } from "./rules";

/** Each reservation status as staff read it, in every language: the screens and the PDFs say the same words. */
export const reservationStatusLabels: Record<Language, Record<ReservationStatus, string>> = {
  en: {
    pending: "Pending",
    reserved: "Reserved",
    paid: "Paid",
    cancelPending: "Cancel pending",
    cancelled: "Cancelled",
    noshow: "No-show",
    deleted: "Deleted",
  },
  ko: {
    pending: "대기",
    reserved: "예약 확정",
    paid: "결제 완료",
    cancelPending: "취소 대기",
    cancelled: "취소됨",
    noshow: "노쇼",
    deleted: "삭제됨",
  },
  vi: {
    pending: "Chờ xử lý",
    reserved: "Đã đặt",
    paid: "Đã thanh toán",
    cancelPending: "Chờ hủy",
    cancelled: "Đã hủy",
    noshow: "Không đến",
    deleted: "Đã xóa",
  },
};
