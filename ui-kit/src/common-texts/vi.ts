import type { CommonResources } from "./en";

export const vi: CommonResources = {
  dialog: { yes: "Có", no: "Không", ok: "OK", confirm: "Xác nhận", cancel: "Hủy", close: "Đóng" },
  forbidden: { title: "Không có quyền truy cập", message: "Bạn không có quyền thực hiện thao tác này." },
  noClub: {
    message: "Chưa chọn sân golf nào. Vui lòng chọn sân golf trước.",
    link: "Đến danh sách sân golf",
    unassigned: "Bạn chưa được phân công vào sân golf nào. Vui lòng liên hệ quản lý của bạn.",
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
    range: "{{from}}–{{to}} trên tổng số {{total}}",
  },
  load: {
    loading: "Đang tải…",
    retry: "Thử lại",
    missing: "Mục này không còn tồn tại.",
    failed: "Không thể tải dữ liệu. Vui lòng thử lại.",
  },
  timePicker: { hour: "Giờ", minute: "Phút" },
  failure: {
    throttled_one: "Bạn đã thử quá nhiều lần. Vui lòng đợi {{count}} phút rồi thử lại.",
    throttled_other: "Bạn đã thử quá nhiều lần. Vui lòng đợi {{count}} phút rồi thử lại.",
    throttledUnknown: "Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.",
    unreachable: "Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.",
  },
};
