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
    golferTerms: "취소 및 대기 등록",
    freeCancellationHours: "무료 취소 기한 (티타임 몇 시간 전, 0–168)",
    freeCancellationHint:
      "이보다 늦게 취소하는 고객은 프런트의 승인을 기다립니다(취소 대기). 0이면 티타임까지 무료로 취소할 수 있습니다.",
    waitlistOfferMinutes: "자리 제안 유지 시간 (분, 5–30)",
    waitlistOfferHint:
      "자리가 나면 대기 순번이 가장 앞선 고객에게 이 시간 동안 자리를 잡아 두고, 그 뒤에는 다음 순번의 고객에게 제안합니다.",
    contactHours: "대기 등록 연락 가능 시간 (골프장 시간 기준)",
    contactFrom: "시작 시간",
    contactTo: "종료 시간",
    contactHoursHint:
      "자리 제안 메일은 이 시간 안에만 보냅니다. 이 시간 밖에 난 자리는 연락 가능 시간이 다시 시작될 때 제안합니다.",
    noShows: "노쇼",
    autoNoShow: "노쇼 자동 처리",
    autoNoShowHint:
      "티타임과 유예 시간이 지나도록 플레이어가 한 명도 체크인하지 않은 예약은 자동으로 노쇼 처리되고 자리가 풀립니다. 프런트에서 체크인을 하지 않는다면 꺼 두어 주세요. 노쇼 처리는 플레이 당일에 프런트에서 취소할 수 있습니다.",
    noShowGraceMinutes: "티타임 이후 유예 시간 (분, 0–120)",
    strikes: "노쇼가 반복되면 온라인 예약 제한",
    strikesHint:
      "아래 기간 안에 이 횟수만큼 노쇼한 골퍼(고객, 이메일 또는 전화번호로 확인)는 일정 기간 온라인 예약을 할 수 없습니다. 노쇼와 예약 제한은 골퍼에게 메일로 알리고, 프런트는 예약할 때 이를 보고 해제할 수 있습니다.",
    strikeNoShows: "노쇼 횟수(1–10)",
    strikeWithinDays: "기간(일, 1–365)",
    strikeBlockDays: "제한 기간(일, 1–365)",
    release: "새 날짜 예약 오픈",
    releaseOn: "새 날짜를 정해진 시각에 예약 오픈",
    releaseHint:
      "온라인 예약 기간에 새로 들어오는 날짜를 자정이 아니라 이 시각(골프장 시간)에 예약 오픈합니다. 골퍼는 그 전 30분 동안 이메일로 받은 코드로 대기열에 들어오고, 정해진 시각에 추첨으로 무작위 순서가 정해지며, 각자 차례에 몇 분 동안 예약할 수 있습니다.",
    releaseAt: "예약 오픈 시각(골프장 시간)",
    releaseTurnMinutes: "차례당 분(1–10)",
    releaseAtOnce: "동시에 차례를 받는 골퍼 수(1–50)",
    releaseMaxBookings: "골퍼당 예약 수(1–4)",
    releaseMaxPlayers: "골퍼당 인원(1–4)",
    save: "설정 저장",
    saved: "오프라인 설정을 저장했습니다.",
  },
  strikes: {
    count_one: "{{days}}일 안에 노쇼 {{count}}회(골프장 규칙상 {{limit}}회면 온라인 예약이 막힙니다):",
    count_other: "{{days}}일 안에 노쇼 {{count}}회(골프장 규칙상 {{limit}}회면 온라인 예약이 막힙니다):",
    blocked: "{{until}}까지 온라인 예약이 막혀 있습니다.",
    lift: "예약 제한 해제",
    failed: "예약 제한을 해제하지 못했습니다. 다시 시도해 주세요.",
  },
};
