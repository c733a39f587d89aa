/**
 * Strings of the UI kit, namespace `common`. Field issues are worded by the error catalogue (`contracts/errors`).
 * Register once per i18next instance: `i18n.addResourceBundle(lng, "common", commonResources[lng], true, false)`.
 */
const en = {
  dialog: { yes: "Yes", no: "No", ok: "OK", confirm: "Confirm", cancel: "Cancel", close: "Close" },
  forbidden: { title: "Access denied", message: "You do not have permission to do this." },
  noClub: { message: "No golf club is selected. Choose a golf club first.", link: "Go to the club list" },
  file: { none: "No file chosen", choose: "Choose file" },
  dropdown: { placeholder: "Select" },
  table: {
    pages: "Pages",
    page: "Page {{page}}",
    previousPages: "Previous pages",
    nextPages: "Next pages",
    loading: "Loading…",
    retry: "Retry",
    range: "{{from}}–{{to}} of {{total}}",
  },
  load: {
    loading: "Loading…",
    retry: "Retry",
    missing: "This item no longer exists.",
    failed: "This could not be loaded. Please try again.",
  },
  timePicker: { hour: "Hour", minute: "Minute" },
  failure: {
    throttled_one: "Too many attempts. Please wait {{count}} minute, then try again.",
    throttled_other: "Too many attempts. Please wait {{count}} minutes, then try again.",
    throttledUnknown: "Too many attempts. Please wait a few minutes, then try again.",
    unreachable: "The server could not be reached. Check your connection and try again.",
  },
};

export type CommonResources = typeof en;

const ko: CommonResources = {
  dialog: { yes: "예", no: "아니요", ok: "확인", confirm: "확인", cancel: "취소", close: "닫기" },
  forbidden: { title: "접근 권한 없음", message: "이 작업을 수행할 권한이 없습니다." },
  noClub: { message: "선택된 골프장이 없습니다. 먼저 골프장을 선택해 주세요.", link: "골프장 목록으로 이동" },
  file: { none: "선택된 파일 없음", choose: "파일 선택" },
  dropdown: { placeholder: "선택" },
  table: {
    pages: "페이지",
    page: "{{page}}페이지",
    previousPages: "이전 페이지",
    nextPages: "다음 페이지",
    loading: "불러오는 중…",
    retry: "다시 시도",
    range: "전체 {{total}}개 중 {{from}}–{{to}}",
  },
  load: {
    loading: "불러오는 중…",
    retry: "다시 시도",
    missing: "이 항목은 더 이상 없습니다.",
    failed: "불러오지 못했습니다. 다시 시도해 주세요.",
  },
  timePicker: { hour: "시", minute: "분" },
  failure: {
    throttled_one: "시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.",
    throttled_other: "시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.",
    throttledUnknown: "시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도해 주세요.",
    unreachable: "서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.",
  },
};

const vi: CommonResources = {
  dialog: { yes: "Có", no: "Không", ok: "OK", confirm: "Xác nhận", cancel: "Hủy", close: "Đóng" },
  forbidden: { title: "Không có quyền truy cập", message: "Bạn không có quyền thực hiện thao tác này." },
  noClub: {
    message: "Chưa chọn sân golf nào. Vui lòng chọn sân golf trước.",
    link: "Đến danh sách sân golf",
  },
  file: { none: "Chưa chọn tệp", choose: "Chọn tệp" },
  dropdown: { placeholder: "Chọn" },
  table: {
    pages: "Trang",
    page: "Trang {{page}}",
    previousPages: "Các trang trước",
    nextPages: "Các trang sau",
    loading: "Đang tải…",
    retry: "Thử lại",
    range: "{{from}}–{{to}} trong {{total}}",
  },
  load: {
    loading: "Đang tải…",
    retry: "Thử lại",
    missing: "Mục này không còn tồn tại.",
    failed: "Không tải được dữ liệu. Vui lòng thử lại.",
  },
  timePicker: { hour: "Giờ", minute: "Phút" },
  failure: {
    throttled_one: "Quá nhiều lần thử. Vui lòng đợi {{count}} phút rồi thử lại.",
    throttled_other: "Quá nhiều lần thử. Vui lòng đợi {{count}} phút rồi thử lại.",
    throttledUnknown: "Quá nhiều lần thử. Vui lòng đợi vài phút rồi thử lại.",
    unreachable: "Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.",
  },
};

export const commonResources = { en, ko, vi } as const;
export const COMMON_NAMESPACE = "common";
