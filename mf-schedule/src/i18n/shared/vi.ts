import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  calendar: {
    previous: "Tháng trước",
    next: "Tháng sau",
    today: "Hôm nay",
    grid: "Lịch giá {{month}}",
    legend: "Chú thích",
    public: "Đã lên lịch (Công khai)",
    hidden: "Đã lên lịch (Ẩn)",
    selected: "Đã chọn",
    modify: "Sửa",
    add: "Thêm lịch giá",
    loading: "Đang tải lịch giá…",
    loadFailed: "Không thể tải lịch giá.",
    retry: "Thử lại",
    help: "Nhấn vào một ngày để chọn, nhấn thêm một ngày khác để chọn khoảng ngày. Dùng phím mũi tên để di chuyển, Enter để chọn, Page Up/Page Down để đổi tháng.",
    rangeSelected_one: "{{from}} – {{to}} ({{count}} ngày)",
    rangeSelected_other: "{{from}} – {{to}} ({{count}} ngày)",
    noSelection: "Vui lòng chọn một ngày để xem lịch giá.",
    priceFrom: "từ {{price}}",
  },
  day: {
    title: "Lịch giá ngày {{date}}",
    empty: "Ngày này không có lịch giá nên các giờ phát bóng không được mở bán.",
    time: "Giờ",
    greenFee: "Phí sân (green fee)",
    price: "Giá mỗi người",
    status: "Trạng thái",
    feeRemoved: "Phí sân đã bị xóa",
    regular: "Giá thường",
    additional: "Phụ phí",
  },
  status: {
    public: "Công khai",
    hidden: "Ẩn",
  },
};
