import type { DetailTexts } from "./en";

export const ko: DetailTexts = {
  titles: {
    reservationDetail: "예약 상세",
  },
  yes: "예",
  no: "아니요",
  detail: {
    edit: "예약 정보 변경",
    save: "변경 사항 저장",
    saved: "변경 사항이 저장되었습니다.",
    move: "다른 티타임으로 이동",
    moveHint: "판매 중이며 인원이 모두 들어갈 자리가 있는 티타임만 표시됩니다.",
    noTimes: "이 날짜에는 인원이 모두 들어갈 티타임이 없습니다.",
  },
  confirm: {
    cancelled:
      "{{name}} 님의 {{time}} 예약을 취소하시겠습니까? 해당 자리는 다른 고객이 다시 예약할 수 있습니다.",
    noshow: "{{name}} 님을 노쇼로 처리하시겠습니까? 해당 자리는 다른 고객이 다시 예약할 수 있습니다.",
    deleted: "{{name}} 님의 예약을 삭제하시겠습니까? 기록에는 남지만 목록에는 더 이상 표시되지 않습니다.",
  },
};
