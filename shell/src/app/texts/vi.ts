import type { ShellTexts } from "./en";

export const vi: ShellTexts = {
  appTitle: "Quản trị sân golf",
  sideBar: {
    logOut: "Đăng xuất",
    expand: "Mở rộng menu",
    collapse: "Thu gọn menu",
    toProfile: "Đến hồ sơ của tôi",
    nameError: "Lỗi",
    menu: "Menu chính",
  },
  topBar: { language: "Ngôn ngữ", back: "Quay lại" },
  error: {
    title: "Không tìm thấy trang",
    body: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi.",
    toWelcome: "Về trang bắt đầu",
    startFailed: "Không thể khởi động ứng dụng. Vui lòng tải lại trang.",
  },
  loading: "Đang tải…",
};
