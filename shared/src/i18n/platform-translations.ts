import type { Translations } from "./languages";

/** Namespace "platform": text every app may show (failure panel, loading), registered by the shell and remotes. */
export const PLATFORM_NAMESPACE = "platform";

export const platformTranslations: Translations = {
  en: {
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
