import type { SignUpTexts } from "./en";

export const ko: SignUpTexts = {
  accountType: {
    title: "계정 유형 선택",
    lead: "백오피스를 어떻게 사용하시나요?",
    business: "사업자",
    businessHint: "회사를 등록하고 골프장을 관리합니다.",
    employee: "직원",
    employeeHint: "근무하는 골프장에 합류합니다.",
  },
  signUp: {
    businessTitle: "사업자 회원가입",
    businessLead: "사업자 계정을 만들고 회사 정보를 입력해 주세요.",
    employeeTitle: "직원 회원가입",
    employeeLead: "개인 계정을 만들어 주세요.",
    accountSection: "계정",
    companySection: "회사",
    submit: "회원가입",
    sending: "가입 처리 중…",
    confirmTitle: "이메일 주소 확인",
    confirmEmail: "{{email}}(으)로 인증 링크를 보냅니다. 이 주소가 맞습니까?",
    failedTitle: "계정 만들기",
  },
};
