import type { StepTexts } from "./en";

export const ko: StepTexts = {
  details: {
    title: "예약자 정보",
    chosen: "선택한 티타임",
    total: "총 금액",
    another: "다른 티타임 선택",
    email: "이메일",
    emailHint: "이 주소로 예약 확정 링크를 보내 드립니다.",
    book: "예약하기",
    booking: "예약하는 중…",
    failed: "예약하지 못했습니다. 다시 시도해 주세요.",
  },
  waitlist: {
    title_one: "{{date}} 대기 등록, {{count}}명",
    title_other: "{{date}} 대기 등록, {{count}}명",
    lead: "원하시는 가장 이른 티타임과 가장 늦은 티타임을 알려 주세요. 그 시간대에 자리가 나면 일행 인원이 맞는 가장 앞 순번의 골퍼에게 이메일로 자리를 제안합니다.",
    from: "가장 이른 티타임",
    to: "가장 늦은 티타임",
    emailHint: "대기 등록을 확인하는 링크를 이 주소로 보내 드립니다.",
    join: "대기 등록",
    sent: "{{email}}(으)로 링크를 보냈습니다. 링크를 열어 대기 등록을 확인해 주세요. 확인 전에는 대기 순번에 오르지 않습니다.",
    failed: "대기 등록을 하지 못했습니다. 다시 시도해 주세요.",
    back: "티타임으로 돌아가기",
  },
  booked: {
    sent: "{{email}}(으)로 예약 확정 링크를 보냈습니다. {{minutes}}분 안에 확정하지 않으면 자리가 풀립니다.",
    until: "{{date}} {{time}} ({{zone}} 기준)까지 자리를 가예약해 두었습니다.",
    again: "다른 티타임 예약",
  },
};
