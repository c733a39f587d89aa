import type { OfflineTexts } from "./en";

export const ko: OfflineTexts = {
  titles: {
    offlineReservation: "오프라인 예약",
  },
  settings: {
    title: "오프라인 설정",
    lead: "프런트와 전화 예약용으로 남겨 둔 티타임은 온라인으로 판매하지 않습니다. 고객은 여기에서 정한 기간 이내에서만 온라인으로 예약할 수 있으며, 온라인 예약은 고객이 메일의 링크로 확정할 때까지 가예약 시간 동안 자리를 잡아 둡니다.",
    heldFirstTimes: "매일 오프라인용으로 남겨 둘 첫 티타임 수",
    heldTimes: "추가로 남겨 둘 티타임 (HH:MM, 쉼표로 구분)",
    heldWeekdays: "적용할 요일",
    onlineDaysAhead: "온라인 예약 오픈 시점(며칠 전)",
    onlineHoldMinutes: "온라인 가예약 시간 (분, 5–60)",
    save: "설정 저장",
    saved: "오프라인 설정을 저장했습니다.",
  },
};
