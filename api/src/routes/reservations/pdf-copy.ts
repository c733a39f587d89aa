import { paymentStateLabels, reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { PaymentState } from "contracts/domains/reservations/payments";
import type { ReservationStatus } from "contracts/domains/reservations/rules";
import type { MessageLanguage } from "contracts/errors/messages";

/** The PDFs' text in each language (kept apart from the PDF code so the one-voice test can read it). */
export const pdfCopy: Record<
  MessageLanguage,
  {
    sheetTitle: string;
    confirmationTitle: string;
    time: string;
    course: string;
    guest: string;
    players: string;
    status: string;
    /** The sheet's columns of players checked in (of the party) and of the booking's payment. */
    checkedIn: string;
    paid: string;
    open: string;
    notForSale: string;
    reference: string;
    date: string;
    phone: string;
    price: string;
    statuses: Record<ReservationStatus, string>;
    paymentStates: Record<PaymentState, string>;
  }
> = {
  en: {
    sheetTitle: "Tee sheet",
    confirmationTitle: "Reservation confirmation",
    time: "Time",
    course: "Course",
    guest: "Guest",
    players: "Players",
    status: "Status",
    checkedIn: "Checked in",
    paid: "Payment",
    open: "Open Spot",
    notForSale: "No price schedule on this date.",
    reference: "Reference",
    date: "Date",
    phone: "Phone",
    price: "Total price",
    statuses: reservationStatusLabels.en,
    paymentStates: paymentStateLabels.en,
  },
  ko: {
    sheetTitle: "예약 현황표",
    confirmationTitle: "예약 확인서",
    time: "시간",
    course: "코스",
    guest: "예약자",
    players: "인원",
    status: "상태",
    checkedIn: "체크인 완료",
    paid: "결제",
    open: "빈 자리",
    notForSale: "이 날짜에는 요금 스케줄이 없습니다.",
    reference: "예약 번호",
    date: "날짜",
    phone: "전화번호",
    price: "총 금액",
    statuses: reservationStatusLabels.ko,
    paymentStates: paymentStateLabels.ko,
  },
  vi: {
    sheetTitle: "Bảng giờ phát bóng",
    confirmationTitle: "Phiếu xác nhận đặt sân",
    time: "Giờ",
    course: "Sân",
    guest: "Khách",
    players: "Số người",
    status: "Trạng thái",
    checkedIn: "Đã nhận sân",
    paid: "Thanh toán",
    open: "Còn trống",
    notForSale: "Ngày này chưa có lịch giá.",
    reference: "Mã đặt sân",
    date: "Ngày",
    phone: "Số điện thoại",
    price: "Tổng tiền",
    statuses: reservationStatusLabels.vi,
    paymentStates: paymentStateLabels.vi,
  },
};
