import type { PasswordResetTexts } from "./en";

export const ko: PasswordResetTexts = {
  reset: {
    requestTitle: "비밀번호 재설정",
    requestLead: "계정 이메일을 입력하시면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.",
    send: "재설정 링크 보내기",
    sent: "{{email}} 계정이 있다면 재설정 링크가 발송됩니다. 받은편지함을 확인해 주세요.",
    failed: "비밀번호 재설정에 실패했습니다.",
    newTitle: "새 비밀번호 설정",
    newLead: "8자 이상의 새 비밀번호를 입력해 주세요.",
    save: "비밀번호 변경",
    done: "비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.",
    linkInvalid: "링크가 만료되었거나 이미 사용되었을 수 있습니다.",
    requestNew: "새 링크 요청하기",
  },
};
