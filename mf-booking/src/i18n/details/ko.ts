import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { DetailTexts } from "./en";

export const ko: DetailTexts = {
  fields: {
    teeTime: "티타임",
    course: "코스",
    name: "이름",
    phoneCode: "국가 번호",
    phone: "전화번호",
    email: "이메일",
    price: "요금",
    status: "상태",
    reference: "예약 번호",
  },
  statuses: reservationStatusLabels.ko,
};
