import type { AddScheduleTexts } from "./en";

export const vi: AddScheduleTexts = {
  titles: {
    addSchedule: "Thêm lịch giá",
  },
  add: {
    startDate: "Ngày bắt đầu",
    endDate: "Ngày kết thúc",
    startTime: "Giờ bắt đầu",
    endTime: "Giờ kết thúc",
    timeHint:
      "Các giờ phát bóng từ giờ bắt đầu đến trước giờ kết thúc. Giờ phát bóng của sân golf: {{first}}–{{last}}.",
    weekdays: "Các ngày trong tuần",
    greenFee: "Phí sân (green fee)",
    priceKind: "Giá",
    status: "Trạng thái",
    save: "Lưu",
    cancel: "Hủy",
    failed: "Không thể lưu lịch giá.",
    noPermission: "Bạn không có quyền thêm lịch giá.",
    back: "Quay lại lịch giá",
  },
};
