import type { ConfirmTexts } from "./en";

export const vi: ConfirmTexts = {
  confirmPage: {
    titles: {
      page: "Xác nhận lượt đặt sân",
      held: "Vui lòng xác nhận lượt đặt sân",
      confirmed: "Lượt đặt sân đã được xác nhận",
      expired: "Thời gian giữ chỗ đã hết",
      cancelled: "Lượt đặt sân này đã bị hủy",
    },
    held: "Chỗ của bạn được giữ đến {{until}}. Vui lòng xác nhận lượt đặt sân trước thời điểm đó; sau đó các chỗ sẽ được mở lại cho khách khác.",
    until: "{{time}} ngày {{date}} (giờ {{zone}})",
    confirm: "Xác nhận đặt sân",
    confirming: "Đang xác nhận…",
    confirmed: "Lượt đặt sân của bạn đã được xác nhận. Vui lòng cung cấp mã đặt sân tại quầy lễ tân.",
    expired: "Thời gian giữ chỗ đã kết thúc lúc {{until}} và các chỗ đã được mở lại cho khách khác.",
    cancelled: "Sân golf đã hủy lượt đặt sân này. Vui lòng liên hệ sân golf.",
    invalid: "Liên kết này không hợp lệ. Vui lòng mở toàn bộ liên kết trong email đặt sân.",
    failed: "Không thể xác nhận lượt đặt sân. Vui lòng thử lại.",
    retry: "Thử lại",
    club: "Sân golf",
    openTitle: "Các giờ phát bóng còn nhận đặt trực tuyến ngày {{date}}",
    placesLeft_one: "còn {{count}} chỗ",
    placesLeft_other: "còn {{count}} chỗ",
    perPlayer: "{{price}} mỗi người",
    allTimes: "Xem tất cả giờ phát bóng còn trống",
    fewerTimes: "Chỉ xem các giờ gần nhất",
    noneOpen: "Ngày này không còn giờ phát bóng nào còn nhận đặt trực tuyến.",
    bookAgain: "Để đặt một trong các giờ này, vui lòng đặt sân lại trên website hoặc ứng dụng của sân golf.",
  },
};
