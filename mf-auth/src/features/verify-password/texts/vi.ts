import type { VerifyPasswordTexts } from "./en";

export const vi: VerifyPasswordTexts = {
  "verify-password": {
    title: "Xác minh mật khẩu",
    lead: "Vì lý do bảo mật, vui lòng nhập lại mật khẩu để tiếp tục.",
    submit: "Tiếp tục",
    text005: "Xác nhận",
  },
};
