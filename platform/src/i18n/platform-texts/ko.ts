import type { PlatformTexts } from "./en";

export const ko: PlatformTexts = {
  harness: {
    language: "언어",
    email: "이메일",
    password: "비밀번호",
    signIn: "로그인",
    signOut: "로그아웃",
    signedInAs: "{{name}}(으)로 로그인됨",
    failed: "로그인 실패 ({{status}})",
  },
  unavailable: {
    title: "이 섹션을 사용할 수 없습니다",
    body: "불러오지 못했습니다. 앱의 다른 부분은 계속 사용할 수 있습니다.",
    crashed: "오류가 발생하여 중단되었습니다. 앱의 다른 부분은 계속 사용할 수 있습니다.",
    retry: "다시 시도",
    retrying: "다시 시도하는 중…",
  },
  loading: "불러오는 중…",
  openedFrom: "{{path}}에서 열림",
};
