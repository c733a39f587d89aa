import type { VerifyPasswordTexts } from "./en";

export const ko: VerifyPasswordTexts = {
  "verify-password": {
    title: "비밀번호 재확인",
    lead: "보안을 위해 계속하려면 비밀번호를 다시 입력해 주세요.",
    submit: "계속",
    text005: "확인",
  },
};
