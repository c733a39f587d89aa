import type { Translations } from "shared/i18n/languages";

export const AUTH_NAMESPACE = "auth";

export const authTranslations: Translations = {
  en: {
    welcome: { title: "Select Country on Map or Just Signup/Login", signUp: "Sign Up", login: "Login" },
    titles: {
      login: "Login",
      selectAccountType: "Select account type",
      signUpBusiness: "Business sign-up",
      signUpEmployee: "Employee sign-up",
      signUpVerify: "Sign-up verification",
      emailVerification: "Email verification",
      resetPassword: "Reset password",
      verifyPassword: "Verify password",
      profile: "My Profile",
    },
  },
  ko: {
    welcome: {
      title: "지도에서 국가를 선택하거나 바로 회원가입/로그인하세요",
      signUp: "회원가입",
      login: "로그인",
    },
    titles: {
      login: "로그인",
      selectAccountType: "계정 유형 선택",
      signUpBusiness: "사업자 회원가입",
      signUpEmployee: "직원 회원가입",
      signUpVerify: "회원가입 인증",
      emailVerification: "이메일 인증",
      resetPassword: "비밀번호 재설정",
      verifyPassword: "비밀번호 확인",
      profile: "내 프로필",
    },
  },
  vi: {
    welcome: {
      title: "Chọn quốc gia trên bản đồ hoặc đăng ký/đăng nhập ngay",
      signUp: "Đăng ký",
      login: "Đăng nhập",
    },
    titles: {
      login: "Đăng nhập",
      selectAccountType: "Chọn loại tài khoản",
      signUpBusiness: "Đăng ký doanh nghiệp",
      signUpEmployee: "Đăng ký nhân viên",
      signUpVerify: "Xác minh đăng ký",
      emailVerification: "Xác minh email",
      resetPassword: "Đặt lại mật khẩu",
      verifyPassword: "Xác minh mật khẩu",
      profile: "Hồ sơ của tôi",
    },
  },
};
