/**
 * Strings of the UI kit and of the shared form rules, namespace `common`.
 * Register once per i18next instance: `i18n.addResourceBundle(lng, "common", commonResources[lng], true, false)`.
 */
const en = {
  dialog: { yes: "Yes", no: "No", ok: "OK", confirm: "Confirm", cancel: "Cancel", close: "Close" },
  forbidden: { title: "Access denied", message: "You do not have permission to do this." },
  file: { none: "No file chosen", choose: "Choose file" },
  dropdown: { placeholder: "Select" },
  failure: {
    throttled_one: "Too many attempts. Please wait {{count}} minute, then try again.",
    throttled_other: "Too many attempts. Please wait {{count}} minutes, then try again.",
    throttledUnknown: "Too many attempts. Please wait a few minutes, then try again.",
    unreachable: "The server could not be reached. Check your connection and try again.",
  },
  validation: {
    required: "This field is required.",
    passwordMin: "Password must be at least 8 letters",
    passwordConfirm: "Password Confirm failed",
    emailRequired: "Email is required.",
    emailMax: "Email must be at most 30 characters.",
    emailInvalid: "Invalid email address",
    resetPasswordInvalid: "Invalid password!",
    resetPasswordConfirm: "Password confirm failed!",
    digitsOnly: "Only digits are allowed.",
    koreanOnly: "Only Korean letters are allowed.",
    englishOnly: "Only English letters are allowed.",
    lettersAndSpaces: "Only letters and spaces are allowed.",
    tooLong: "This value is too long.",
  },
};

export type CommonResources = typeof en;

const ko: CommonResources = {
  dialog: { yes: "예", no: "아니요", ok: "확인", confirm: "확인", cancel: "취소", close: "닫기" },
  forbidden: { title: "접근 권한 없음", message: "이 작업을 수행할 권한이 없습니다." },
  file: { none: "선택된 파일 없음", choose: "파일 선택" },
  dropdown: { placeholder: "선택" },
  failure: {
    throttled_one: "시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.",
    throttled_other: "시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.",
    throttledUnknown: "시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도해 주세요.",
    unreachable: "서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.",
  },
  validation: {
    required: "필수 입력 항목입니다.",
    passwordMin: "비밀번호는 8자 이상이어야 합니다.",
    passwordConfirm: "비밀번호가 일치하지 않습니다.",
    emailRequired: "이메일을 입력해 주세요.",
    emailMax: "이메일은 30자 이하여야 합니다.",
    emailInvalid: "이메일 주소가 올바르지 않습니다.",
    resetPasswordInvalid: "올바르지 않은 비밀번호입니다.",
    resetPasswordConfirm: "비밀번호가 일치하지 않습니다.",
    digitsOnly: "숫자만 입력할 수 있습니다.",
    koreanOnly: "한글만 입력할 수 있습니다.",
    englishOnly: "영문만 입력할 수 있습니다.",
    lettersAndSpaces: "문자와 공백만 입력할 수 있습니다.",
    tooLong: "입력값이 너무 깁니다.",
  },
};

const vi: CommonResources = {
  dialog: { yes: "Có", no: "Không", ok: "OK", confirm: "Xác nhận", cancel: "Hủy", close: "Đóng" },
  forbidden: { title: "Không có quyền truy cập", message: "Bạn không có quyền thực hiện thao tác này." },
  file: { none: "Chưa chọn tệp", choose: "Chọn tệp" },
  dropdown: { placeholder: "Chọn" },
  failure: {
    throttled_one: "Quá nhiều lần thử. Vui lòng đợi {{count}} phút rồi thử lại.",
    throttled_other: "Quá nhiều lần thử. Vui lòng đợi {{count}} phút rồi thử lại.",
    throttledUnknown: "Quá nhiều lần thử. Vui lòng đợi vài phút rồi thử lại.",
    unreachable: "Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.",
  },
  validation: {
    required: "Trường này là bắt buộc.",
    passwordMin: "Mật khẩu phải có ít nhất 8 ký tự",
    passwordConfirm: "Mật khẩu xác nhận không khớp",
    emailRequired: "Vui lòng nhập email.",
    emailMax: "Email tối đa 30 ký tự.",
    emailInvalid: "Địa chỉ email không hợp lệ",
    resetPasswordInvalid: "Mật khẩu không hợp lệ!",
    resetPasswordConfirm: "Mật khẩu xác nhận không khớp!",
    digitsOnly: "Chỉ được nhập chữ số.",
    koreanOnly: "Chỉ được nhập chữ cái tiếng Hàn.",
    englishOnly: "Chỉ được nhập chữ cái tiếng Anh.",
    lettersAndSpaces: "Chỉ được nhập chữ cái và khoảng trắng.",
    tooLong: "Giá trị quá dài.",
  },
};

export const commonResources = { en, ko, vi } as const;
export const COMMON_NAMESPACE = "common";
