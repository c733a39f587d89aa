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
    cancelled:
      "Bạn có chắc muốn hủy lượt đặt sân của {{name}} lúc {{time}} không? Các chỗ này sẽ được mở lại cho khách khác.",
    noshow:
      "Bạn có chắc muốn đánh dấu {{name}} là “Không đến” không? Các chỗ này sẽ được mở lại cho khách khác.",
    deleted:
      "Bạn có chắc muốn xóa lượt đặt sân của {{name}} không? Lượt đặt sân vẫn được lưu nhưng không còn hiện trong danh sách.",
  },
};
