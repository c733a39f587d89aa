import type { CommonTexts } from "./en";

export const ko: CommonTexts = {
  form: {
    chooseTime: "티타임을 선택해 주세요",
  },
  calendar: {
    title: "예약률",
    legend: "예약률",
    previous: "이전 달",
    next: "다음 달",
    rate0: "80% 이상",
    rate1: "40–79%",
    rate2: "40% 미만",
    rate3: "예약 없음",
  },
  live: {
    reconnecting: "다시 연결하는 중… 연결되면 다른 데스크에서 한 변경 사항이 다시 표시됩니다.",
  },
};
