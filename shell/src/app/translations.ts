import type { Translations } from "contracts/i18n/languages";

export const SHELL_NAMESPACE = "shell";

export const shellTranslations: Translations = {
  en: {
    appTitle: "Golf Back-office",
    sideBar: {
      logOut: "Log out",
      expand: "Expand menu",
      collapse: "Collapse menu",
      toProfile: "Go to my profile",
      nameError: "Error",
      menu: "Main menu",
    },
    topBar: { language: "Language", back: "Back" },
    error: {
      title: "Page not found",
      body: "The page you were looking for does not exist or has moved.",
      toWelcome: "Go to the start page",
      startFailed: "The application could not start. Please reload the page.",
    },
    loading: "Loading…",
  },
  ko: {
    appTitle: "골프장 백오피스",
    sideBar: {
      logOut: "로그아웃",
      expand: "메뉴 펼치기",
      collapse: "메뉴 접기",
      toProfile: "내 프로필로 이동",
      nameError: "오류",
      menu: "주 메뉴",
    },
    topBar: { language: "언어", back: "뒤로" },
    error: {
      title: "페이지를 찾을 수 없습니다",
      body: "찾으시는 페이지가 없거나 이동되었습니다.",
      toWelcome: "시작 페이지로 이동",
      startFailed: "애플리케이션을 시작할 수 없습니다. 페이지를 새로고침해 주세요.",
    },
    loading: "불러오는 중…",
  },
  vi: {
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
  },
};
