import type { LoginTexts } from "./en";

export const vi: LoginTexts = {
  login: {
    title: "Đăng nhập",
    submit: "Đăng nhập",
    submitting: "Đang đăng nhập…",
    forgot: "Quên mật khẩu?",
    signUp: "Tạo tài khoản",
  },
};
