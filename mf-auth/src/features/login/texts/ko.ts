import type { LoginTexts } from "./en";

export const ko: LoginTexts = {
  login: {
    title: "로그인",
    submit: "로그인",
    submitting: "로그인 중…",
    forgot: "비밀번호를 잊으셨나요?",
    signUp: "계정 만들기",
  },
};
