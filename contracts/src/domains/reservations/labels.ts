import type { Language } from "../../i18n/languages";
import type { PaymentMethod, PaymentState } from "./payments";
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

/** How much of a booking's price is paid, as the tee sheet and its PDF say it. */
export const paymentStateLabels: Record<Language, Record<PaymentState, string>> = {
  en: { unpaid: "Unpaid", partlyPaid: "Partly paid", paid: "Paid" },
  ko: { unpaid: "미결제", partlyPaid: "부분 결제", paid: "결제 완료" },
  vi: { unpaid: "Chưa thanh toán", partlyPaid: "Thanh toán một phần", paid: "Đã thanh toán" },
};

/** How the desk took a payment. */
export const paymentMethodLabels: Record<Language, Record<PaymentMethod, string>> = {
  en: { cash: "Cash", card: "Card", voucher: "Voucher" },
  ko: { cash: "현금", card: "카드", voucher: "상품권" },
  vi: { cash: "Tiền mặt", card: "Thẻ", voucher: "Phiếu quà tặng" },
};
