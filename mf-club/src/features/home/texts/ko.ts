import type { HomeTexts } from "./en";

export const ko: HomeTexts = {
  titles: {
    home: "골프장 선택",
  },
  home: {
    lead: "관리할 골프장을 선택해 주세요.",
    loading: "골프장 목록을 불러오는 중…",
    loadFailed: "골프장 목록을 불러오지 못했습니다.",
    addClub: "새 골프장 추가",
    logOut: "로그아웃",
    ownerEmpty: "아직 추가한 골프장이 없습니다. 첫 골프장을 추가해 주세요.",
    role: "역할: {{role}}",
    search: "골프장 이름",
    searchPlaceholder: "이름의 일부",
    find: "검색",
    more: "처음 {{count}}개 골프장만 표시합니다. 다른 골프장은 이름으로 검색해 주세요.",
    noMatch: "이름에 “{{q}}”이(가) 들어간 골프장이 없습니다.",
    roles: {
      owner: "사업자",
      admin: "관리자",
      none: "역할 없음",
    },
  },
};
