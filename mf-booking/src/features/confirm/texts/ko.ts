import type { ConfirmTexts } from "./en";

export const ko: ConfirmTexts = {
  confirmPage: {
    titles: {
      page: "예약 확인",
      held: "예약을 확정해 주세요",
      confirmed: "예약이 확정되었습니다",
      expired: "가예약 시간이 만료되었습니다",
      cancelled: "취소된 예약입니다",
    },
    held: "{{until}}까지 자리를 가예약해 두었습니다. 그 전에 예약을 확정해 주세요. 이후에는 다른 골퍼가 예약할 수 있도록 자리가 풀립니다.",
    until: "{{date}} {{time}} ({{zone}} 기준)",
    confirm: "예약 확정",
    confirming: "확정하는 중…",
    confirmed: "예약이 확정되었습니다. 프런트에서 예약 번호를 알려 주세요.",
    expired: "{{until}}에 가예약 시간이 끝나 다른 골퍼가 예약할 수 있도록 자리가 풀렸습니다.",
    cancelled: "골프장에서 이 예약을 취소했습니다. 골프장에 문의해 주세요.",
    invalid: "올바른 링크가 아닙니다. 예약 메일의 링크 전체를 열어 주세요.",
    failed: "예약을 확정하지 못했습니다. 다시 시도해 주세요.",
    retry: "다시 시도",
    club: "골프장",
    openTitle: "{{date}} 온라인으로 예약할 수 있는 티타임",
    placesLeft_one: "{{count}}자리 남음",
    placesLeft_other: "{{count}}자리 남음",
    perPlayer: "1인 {{price}}",
    allTimes: "예약 가능한 티타임 모두 보기",
    fewerTimes: "가까운 티타임만 보기",
    noneOpen: "그날 온라인으로 예약할 수 있는 티타임이 없습니다.",
    bookAgain: "이 중 하나를 원하시면 골프장 웹사이트나 앱에서 다시 예약해 주세요.",
  },
};
