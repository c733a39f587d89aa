import type { DetailTexts } from "./en";

export const vi: DetailTexts = {
  titles: {
    reservationDetail: "Chi tiết lượt đặt sân",
  },
  yes: "Có",
  no: "Không",
  detail: {
    edit: "Thay đổi thông tin",
    save: "Lưu thay đổi",
    saved: "Đã lưu thay đổi.",
    move: "Chuyển sang giờ phát bóng khác",
    moveHint: "Chỉ hiện các giờ phát bóng đang bán còn đủ chỗ cho cả nhóm.",
    noTimes: "Ngày này không còn giờ phát bóng đủ chỗ cho cả nhóm.",
  },
  confirm: {
    cancelled: "Hủy lượt đặt sân của {{name}} lúc {{time}}? Các chỗ sẽ được mở lại cho khách khác.",
    noshow: "Đánh dấu {{name}} không đến? Các chỗ sẽ được mở lại cho khách khác.",
    deleted: "Xóa lượt đặt sân của {{name}}? Lượt đặt sân vẫn được lưu nhưng không còn hiện trong danh sách.",
  },
};
