import type { PriceScheduleTexts } from "./en";

export const ko: PriceScheduleTexts = {
  titles: {
    priceSchedule: "요금 스케줄",
  },
  modify: {
    title: "스케줄 수정",
    range: "날짜",
    keep: "유지",
    status: "상태",
    greenFee: "그린피",
    priceKind: "요금",
    remove: "이 날짜의 스케줄 삭제",
    save: "저장",
    cancel: "취소",
    failed: "스케줄 수정에 실패했습니다.",
    done: "스케줄이 수정되었습니다.",
  },
};
