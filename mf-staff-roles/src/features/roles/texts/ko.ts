import type { RolesTexts } from "./en";

export const ko: RolesTexts = {
  titles: {
    settingRole: "역할 및 권한",
    addRole: "역할 추가",
    editRole: "역할 수정",
  },
  kinds: {
    SCHEDULE: "요금 스케줄",
    STAFF_LIST: "직원",
    ROLE_SETTING: "역할 및 권한",
    RESERVATION: "예약",
    CLUB_INFORMATION: "골프장 정보",
    MEMBERSHIP_MANAGEMENT: "회원",
    ACCOUNT: "계정",
    DASHBOARD: "대시보드",
  },
  levels: {
    none: "없음",
    view: "보기",
    edit: "수정",
    all: "전체",
  },
  actions: {
    read: "조회",
    create: "생성",
    update: "수정",
    delete: "삭제",
  },
};
