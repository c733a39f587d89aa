import { countryLabels } from "contracts/domains/common/countries";
import type { SharedTexts } from "./en";

export const ko: SharedTexts = {
  countries: countryLabels.ko,
  fields: {
    email: "이메일",
    password: "비밀번호",
    passwordConfirm: "비밀번호 확인",
    firstName: "이름",
    lastName: "성",
    country: "국가",
    companyName: "회사명",
    phoneCode: "국가 번호",
    phoneNumber: "전화번호",
    address: "주소",
    address2: "상세 주소",
    city: "시/군/구",
    state: "시/도",
    certificate: "사업자등록증 (PDF, PNG 또는 JPEG, 최대 5MB)",
    newPassword: "새 비밀번호",
    newPasswordConfirm: "새 비밀번호 확인",
  },
  verification: {
    waitingTitle: "이메일을 인증해 주세요",
    waiting: "인증 링크를 보냈습니다. 링크를 열어 계정을 활성화해 주세요.",
    waitingWithEmail: "{{email}}(으)로 인증 링크를 보냈습니다. 링크를 열어 계정을 활성화해 주세요.",
    resend: "인증 이메일 다시 보내기",
    toLogin: "로그인으로 돌아가기",
    verifiedTitle: "이메일 인증 완료",
    verified: "이메일 {{email}} 인증이 완료되었습니다. 이제 로그인할 수 있습니다.",
    failedTitle: "이메일 인증",
    failed: "이메일 인증에 실패했습니다. 이메일을 인증하지 못했습니다. 다시 시도해 주세요.",
    checkingTitle: "이메일 인증",
    checking: "이메일을 인증하는 중…",
  },
};
