import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  loading: "Đang tải…",
  retry: "Thử lại",
  fields: {
    date: "Ngày",
    teeTime: "Giờ phát bóng",
    course: "Sân",
    name: "Tên",
    phoneCode: "Mã quốc gia",
    phone: "Số điện thoại",
    email: "Email",
    players: "Số người",
    price: "Giá",
    status: "Trạng thái",
    reference: "Mã đặt sân",
  },
  statuses: reservationStatusLabels.vi,
};
