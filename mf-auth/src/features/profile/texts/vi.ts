import type { ProfileTexts } from "./en";

export const vi: ProfileTexts = {
  profile: {
    title: "Hồ sơ của tôi",
    editTitle: "Sửa hồ sơ",
    edit: "Sửa hồ sơ",
    editNotAllowed:
      "Bạn cần quyền tài khoản để sửa hồ sơ. Vui lòng đề nghị chủ doanh nghiệp cấp quyền cho bạn.",
    save: "Lưu",
    cancel: "Hủy",
    loading: "Đang tải hồ sơ…",
    loadFailed: "Lỗi",
    saved: "Hồ sơ của bạn đã được lưu.",
    saveFailed: "Không thể lưu hồ sơ. Vui lòng thử lại.",
    invalidField: "Vui lòng kiểm tra giá trị của '{{field}}'.",
    fieldTitles: {
      newPw: "Mật khẩu mới",
      newPwConfirm: "Xác nhận mật khẩu mới",
      companyName: "Tên công ty",
      phoneCode: "Mã quốc gia",
      phoneNumber: "Số điện thoại",
      city: "Quận / Huyện",
      state: "Tỉnh / Thành phố",
      address1: "Địa chỉ",
      address2: "Địa chỉ dòng 2",
      country: "Quốc gia",
    },
    placeholders: {
      companyName: "Công ty Golf Green Valley",
      city: "Quận 1",
      state: "TP. Hồ Chí Minh",
      address1: "123 Đường Fairway",
    },
  },
};
