import type { PriceScheduleTexts } from "./en";

export const vi: PriceScheduleTexts = {
  titles: {
    priceSchedule: "Lịch giá",
  },
  modify: {
    title: "Sửa lịch giá",
    range: "Ngày",
    keep: "Giữ nguyên",
    status: "Trạng thái",
    greenFee: "Phí sân (green fee)",
    priceKind: "Giá",
    remove: "Xóa lịch giá của những ngày này",
    save: "Lưu",
    cancel: "Hủy",
    failed: "Không thể sửa lịch giá!",
    done: "Đã sửa lịch giá.",
  },
};
