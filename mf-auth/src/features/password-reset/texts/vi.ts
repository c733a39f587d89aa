import type { PasswordResetTexts } from "./en";

export const vi: PasswordResetTexts = {
  reset: {
    requestTitle: "Đặt lại mật khẩu",
    requestLead: "Nhập email tài khoản, chúng tôi sẽ gửi liên kết để đặt mật khẩu mới.",
    send: "Gửi liên kết đặt lại",
    sent: "Nếu có tài khoản với {{email}}, liên kết đặt lại đang được gửi. Vui lòng kiểm tra hộp thư.",
    failed: "Đặt lại mật khẩu thất bại!",
    newTitle: "Đặt mật khẩu mới",
    newLead: "Chọn mật khẩu mới có ít nhất 8 ký tự.",
    save: "Đổi mật khẩu",
    done: "Mật khẩu đã được thay đổi. Vui lòng đăng nhập bằng mật khẩu mới.",
    linkInvalid: "Liên kết này có thể đã hết hạn hoặc đã được sử dụng.",
    requestNew: "Yêu cầu liên kết mới",
  },
};
