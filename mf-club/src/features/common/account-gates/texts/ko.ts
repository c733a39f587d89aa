import type { AccountGatesResources } from "./en";

export const ko: AccountGatesResources = {
  noClub: {
    title: "등록된 골프장 없음",
    owner: "계정에 등록된 골프장이 아직 없습니다. 다시 로그인하여 첫 골프장을 추가해 주세요.",
    employee: "아직 배정된 골프장이 없습니다. 담당 매니저에게 문의해 주세요.",
  },
  emailRequired: {
    title: "이메일 인증 필요",
    body: "백오피스를 사용하기 전에 이메일 주소를 인증해 주세요. 받은편지함으로 보낸 링크를 열어 주세요.",
    bodyWithEmail:
      "백오피스를 사용하기 전에 {{email}} 주소를 인증해 주세요. 받은편지함으로 보낸 링크를 열어 주세요.",
    resend: "인증 이메일 다시 보내기",
  },
  pending: {
    title: "계정 심사 대기 중",
    body: "사업자 계정을 심사하고 있습니다. 승인되는 즉시 백오피스를 사용할 수 있습니다.",
  },
  backToLogin: "로그인으로 돌아가기",
};
