import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { DetailTexts } from "./en";

export const vi: DetailTexts = {
  fields: {
    teeTime: "Giờ phát bóng",
    course: "Sân",
    name: "Tên",
    phoneCode: "Mã quốc gia",
    phone: "Số điện thoại",
    email: "Email",
    price: "Giá",
    status: "Trạng thái",
    reference: "Mã đặt sân",
  },
  statuses: reservationStatusLabels.vi,
};
