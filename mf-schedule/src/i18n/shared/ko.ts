import type { SharedTexts } from "./en";

export const ko: SharedTexts = {
  calendar: {
    previous: "이전 달",
    next: "다음 달",
    today: "오늘",
    grid: "{{month}} 요금 스케줄",
    legend: "범례",
    public: "예정 (공개)",
    hidden: "예정 (비공개)",
    selected: "선택됨",
    modify: "수정",
    add: "스케줄 추가",
    loading: "요금 스케줄을 불러오는 중…",
    loadFailed: "스케줄을 불러오지 못했습니다.",
    retry: "다시 시도",
    help: "날짜를 클릭하면 선택되고, 다른 날짜를 한 번 더 클릭하면 기간이 선택됩니다. 방향키로 이동하고 Enter로 선택하며, Page Up과 Page Down으로 달을 바꿉니다.",
    rangeSelected_one: "{{from}} – {{to}} ({{count}}일)",
    rangeSelected_other: "{{from}} – {{to}} ({{count}}일)",
    noSelection: "날짜를 선택하면 스케줄이 표시됩니다.",
    priceFrom: "{{price}}부터",
  },
  day: {
    title: "{{date}} 스케줄",
    empty: "이날은 요금 스케줄이 없어 티타임을 판매하지 않습니다.",
    time: "시간",
    greenFee: "그린피",
    price: "1인 요금",
    status: "상태",
    feeRemoved: "삭제된 그린피",
    regular: "정상가",
    additional: "추가 요금",
  },
  status: {
    public: "공개",
    hidden: "비공개",
  },
};
