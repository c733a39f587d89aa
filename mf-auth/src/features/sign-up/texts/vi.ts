import type { SignUpTexts } from "./en";

export const vi: SignUpTexts = {
  accountType: {
    title: "Chọn loại tài khoản",
    lead: "Bạn sẽ sử dụng hệ thống với vai trò nào?",
    business: "Chủ doanh nghiệp",
    businessHint: "Đăng ký công ty và quản lý các sân golf của bạn.",
    employee: "Nhân viên",
    employeeHint: "Tham gia sân golf nơi bạn làm việc.",
  },
  signUp: {
    businessTitle: "Đăng ký tài khoản doanh nghiệp",
    businessLead: "Tạo tài khoản chủ doanh nghiệp và cung cấp thông tin công ty.",
    employeeTitle: "Đăng ký tài khoản nhân viên",
    employeeLead: "Tạo tài khoản cá nhân của bạn.",
    accountSection: "Tài khoản",
    companySection: "Công ty",
    submit: "Đăng ký",
    sending: "Đang đăng ký…",
    confirmTitle: "Kiểm tra địa chỉ email",
    confirmEmail: "Chúng tôi sẽ gửi liên kết xác minh đến {{email}}. Địa chỉ này có đúng không?",
    failedTitle: "Tạo tài khoản",
  },
};
