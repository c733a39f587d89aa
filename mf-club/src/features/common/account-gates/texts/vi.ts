import type { AccountGatesResources } from "./en";

export const vi: AccountGatesResources = {
  noClub: {
    title: "Chưa có sân golf",
    owner: "Tài khoản của bạn chưa có sân golf nào. Vui lòng đăng nhập lại để thêm sân golf đầu tiên.",
    employee: "Bạn chưa được phân công vào sân golf nào. Vui lòng liên hệ quản lý của bạn.",
  },
  emailRequired: {
    title: "Cần xác minh email",
    body: "Vui lòng xác minh địa chỉ email trước khi sử dụng hệ thống: mở liên kết chúng tôi đã gửi vào hộp thư của bạn.",
    bodyWithEmail:
      "Vui lòng xác minh {{email}} trước khi sử dụng hệ thống: mở liên kết chúng tôi đã gửi vào hộp thư của bạn.",
    resend: "Gửi lại email xác minh",
  },
  pending: {
    title: "Tài khoản đang chờ duyệt",
    body: "Tài khoản doanh nghiệp của bạn đang được duyệt. Bạn có thể sử dụng hệ thống ngay khi được phê duyệt.",
  },
  backToLogin: "Quay lại đăng nhập",
};
