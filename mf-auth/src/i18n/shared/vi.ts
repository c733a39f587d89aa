import { countryLabels } from "contracts/domains/common/countries";
import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  countries: countryLabels.vi,
  fields: {
    email: "Email",
    password: "Mật khẩu",
    passwordConfirm: "Xác nhận mật khẩu",
    firstName: "Tên",
    lastName: "Họ",
    country: "Quốc gia",
    companyName: "Tên công ty",
    phoneCode: "Mã quốc gia",
    phoneNumber: "Số điện thoại",
    address: "Địa chỉ",
    address2: "Địa chỉ dòng 2",
    city: "Quận / Huyện",
    state: "Tỉnh / Thành phố",
    certificate: "Giấy chứng nhận đăng ký doanh nghiệp (PDF, PNG hoặc JPEG, tối đa 5 MB)",
    newPassword: "Mật khẩu mới",
    newPasswordConfirm: "Xác nhận mật khẩu mới",
  },
  verification: {
    waitingTitle: "Xác minh email của bạn",
    waiting: "Chúng tôi đã gửi liên kết xác minh. Vui lòng mở liên kết để kích hoạt tài khoản.",
    waitingWithEmail:
      "Chúng tôi đã gửi liên kết xác minh đến {{email}}. Vui lòng mở liên kết để kích hoạt tài khoản.",
    resend: "Gửi lại email xác minh",
    toLogin: "Quay lại đăng nhập",
    verifiedTitle: "Đã xác minh email",
    verified: "Email {{email}} đã được xác minh. Bây giờ bạn có thể đăng nhập.",
    failedTitle: "Xác minh email",
    failed: "Xác minh email thất bại. Không thể xác minh email của bạn. Vui lòng thử lại.",
    checkingTitle: "Xác minh email",
    checking: "Đang xác minh email của bạn…",
  },
};
