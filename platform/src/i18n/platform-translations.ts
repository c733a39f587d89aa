import type { Translations } from "contracts/i18n/languages";

/** Namespace "platform": text every app may show (failure panel, loading), registered by the shell and remotes. */
export const PLATFORM_NAMESPACE = "platform";

export const platformTranslations: Translations = {
  en: {
    harness: {
      language: "Language",
      email: "Email",
      password: "Password",
      signIn: "Sign in",
      signOut: "Sign out",
      signedInAs: "Signed in as {{name}}",
      failed: "Sign-in failed ({{status}})",
    },
    unavailable: {
      title: "This section is unavailable",
      body: "It could not be loaded. The rest of the app still works.",
      retry: "Retry",
      retrying: "Retrying…",
    },
    loading: "Loading…",
    openedFrom: "Opened from {{path}}",
  },
  ko: {
    harness: {
      language: "언어",
      email: "이메일",
      password: "비밀번호",
      signIn: "로그인",
      signOut: "로그아웃",
      signedInAs: "{{name}}(으)로 로그인됨",
      failed: "로그인 실패 ({{status}})",
    },
    unavailable: {
      title: "이 섹션을 사용할 수 없습니다",
      body: "불러오지 못했습니다. 앱의 다른 부분은 계속 사용할 수 있습니다.",
      retry: "다시 시도",
      retrying: "다시 시도하는 중…",
    },
    loading: "불러오는 중…",
    openedFrom: "{{path}}에서 열림",
  },
  vi: {
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
      retry: "Thử lại",
      retrying: "Đang thử lại…",
    },
    loading: "Đang tải…",
    openedFrom: "Mở từ {{path}}",
  },
};
