import type { PlatformTexts } from "./en";

export const vi: PlatformTexts = {
  harness: {
    language: "Ngôn ngữ",
    email: "Email",
    password: "Mật khẩu",
    signIn: "Đăng nhập",
    signOut: "Đăng xuất",
    signedInAs: "Đã đăng nhập: {{name}}",
    failed: "Đăng nhập thất bại ({{status}})",
  },
  unavailable: {
    title: "Phần này hiện không khả dụng",
    body: "Không thể tải phần này. Các phần khác của ứng dụng vẫn hoạt động.",
    crashed: "Phần này đã dừng do gặp lỗi. Các phần khác của ứng dụng vẫn hoạt động.",
    retry: "Thử lại",
    retrying: "Đang thử lại…",
  },
  loading: "Đang tải…",
  openedFrom: "Mở từ {{path}}",
};
