import type { BookTexts } from "./en";

export const ko: BookTexts = {
  book: {
    title: "티타임 예약",
    noClub: "예약할 골프장이 지정되지 않았습니다. 골프장 웹사이트의 예약 링크를 열어 주세요.",
    unknownClub:
      "골프장을 찾을 수 없거나 온라인 예약을 받지 않는 골프장입니다. 골프장 웹사이트의 예약 링크를 확인해 주세요.",
    loadFailed: "골프장 정보를 불러오지 못했습니다. 다시 시도해 주세요.",
    picture: "{{name}} 사진",
    precautions: "이용 전 안내",
    search: "티타임을 선택해 주세요",
    window: "온라인 예약은 {{first}}부터 {{last}}까지 가능합니다.",
    outsideWindow: "{{first}}부터 {{last}} 사이의 날짜를 선택해 주세요.",
    party_one: "{{count}}명",
    party_other: "{{count}}명",
    timesTitle: "{{date}} 티타임",
    timesFailed: "티타임을 불러오지 못했습니다. 다시 시도해 주세요.",
    none: "이 날짜에는 온라인으로 예약할 수 있는 티타임이 없습니다.",
    noRoom_one: "이 날짜에는 {{count}}명이 예약할 수 있는 티타임이 없습니다.",
    noRoom_other: "이 날짜에는 {{count}}명이 예약할 수 있는 티타임이 없습니다.",
    nextDates: "다음 날짜를 확인해 보세요:",
    perPlayer: "1인 {{price}}",
    placesLeft_one: "{{count}}자리 남음",
    placesLeft_other: "{{count}}자리 남음",
    bookedTitle: "자리를 가예약해 두었습니다",
    waitlistOffer: "원하시는 티타임이 없나요? 대기 등록을 하시면 자리가 날 때 이메일로 알려 드립니다.",
    waitlistOpen: "대기 등록",
  },
};
