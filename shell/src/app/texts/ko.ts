import type { ShellTexts } from "./en";

export const ko: ShellTexts = {
  appTitle: "골프장 백오피스",
  sideBar: {
    logOut: "로그아웃",
    expand: "메뉴 펼치기",
    collapse: "메뉴 접기",
    toProfile: "내 프로필로 이동",
    nameError: "오류",
    menu: "주 메뉴",
  },
  topBar: { language: "언어", back: "뒤로" },
  error: {
    title: "페이지를 찾을 수 없습니다",
    body: "찾으시는 페이지가 없거나 이동되었습니다.",
    toWelcome: "시작 페이지로 이동",
    startFailed: "애플리케이션을 시작할 수 없습니다. 페이지를 새로고침해 주세요.",
  },
  loading: "불러오는 중…",
};
