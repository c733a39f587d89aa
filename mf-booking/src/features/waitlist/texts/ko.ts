import type { WaitlistTexts } from "./en";

export const ko: WaitlistTexts = {
  waitlistPage: {
    titles: {
      page: "대기 등록",
      unconfirmed: "대기 등록을 확인해 주세요",
      waiting: "대기 등록되었습니다",
      offered: "대기하신 티타임에 자리가 났습니다",
      booked: "티타임을 예약했습니다",
      missed: "자리 제안이 끝났습니다",
      left: "대기 등록을 취소했습니다",
      ended: "이 시간대의 대기가 마감되었습니다",
    },
    unconfirmed: "이메일을 확인하면 대기 순번에 오릅니다. 확인 전에는 대기 등록이 되지 않습니다.",
    confirm: "대기 등록 확인",
    position: "대기 순번은 {{position}}번입니다.",
    waiting:
      "원하시는 시간대에 자리가 나면, 일행 인원이 맞는 가장 앞 순번의 골퍼에게 이메일로 자리를 제안합니다.",
    offered:
      "{{time}} · {{course}} 자리를 {{until}}까지 잡아 두었습니다. 제안 메일에서 예약하시거나 양보해 주세요.",
    booked: "제안받은 티타임을 예약했습니다. 예약 확정 메일을 확인해 주세요.",
    missed: "제안받은 티타임을 양보하셨거나 시간 안에 예약하지 않아 다음 대기 골퍼에게 넘어갔습니다.",
    left: "더 이상 대기 명단에 없습니다.",
    ended: "원하신 티타임 시간대가 시작되어 대기가 마감되었습니다.",
    leave: "대기 등록 취소",
    leaveQuestion: "대기 등록을 취소하시겠습니까? 대기 순번이 사라집니다.",
    yes: "예, 취소합니다",
    no: "계속 대기",
    failed: "처리하지 못했습니다. 다시 시도해 주세요.",
    invalid: "유효하지 않은 링크입니다. 대기 등록 메일의 링크 전체를 열어 주세요.",
    retry: "다시 시도",
    club: "골프장",
    window: "티타임",
    windowValue: "{{from}}–{{to}}",
    anyCourse: "모든 코스",
  },
};
