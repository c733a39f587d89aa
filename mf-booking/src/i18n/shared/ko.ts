import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { SharedTexts } from "./en";

export const ko: SharedTexts = {
  loading: "불러오는 중…",
  retry: "다시 시도",
  fields: {
    date: "날짜",
    teeTime: "티타임",
    course: "코스",
    name: "이름",
    phoneCode: "국가 번호",
    phone: "전화번호",
    email: "이메일",
    players: "인원",
    price: "요금",
    status: "상태",
    reference: "예약 번호",
  },
  statuses: reservationStatusLabels.ko,
};
