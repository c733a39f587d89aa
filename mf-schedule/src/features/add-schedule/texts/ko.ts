import type { AddScheduleTexts } from "./en";

export const ko: AddScheduleTexts = {
  titles: {
    addSchedule: "스케줄 추가",
  },
  add: {
    startDate: "시작일",
    endDate: "종료일",
    startTime: "시작 시간",
    endTime: "종료 시간",
    timeHint: "시작 시간부터 종료 시간 전까지의 티타임입니다. 골프장 티업 시간: {{first}}–{{last}}.",
    weekdays: "요일",
    greenFee: "그린피",
    priceKind: "요금",
    status: "상태",
    save: "저장",
    cancel: "취소",
    failed: "스케줄을 저장하지 못했습니다.",
    noPermission: "스케줄을 추가할 권한이 없습니다.",
    back: "요금 스케줄로 돌아가기",
  },
};
