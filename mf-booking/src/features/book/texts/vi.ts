import type { BookTexts } from "./en";

export const vi: BookTexts = {
  book: {
    title: "Đặt giờ phát bóng",
    noClub: "Trang đặt sân này cần có sân golf. Vui lòng mở liên kết đặt sân trên website của sân golf.",
    unknownClub:
      "Không tìm thấy sân golf này hoặc sân golf không nhận đặt sân trực tuyến. Vui lòng kiểm tra liên kết đặt sân trên website của sân golf.",
    loadFailed: "Không thể tải thông tin sân golf. Vui lòng thử lại.",
    picture: "Ảnh của {{name}}",
    precautions: "Lưu ý trước khi chơi",
    search: "Chọn giờ phát bóng",
    window: "Có thể đặt sân trực tuyến từ {{first}} đến {{last}}.",
    outsideWindow: "Vui lòng chọn ngày từ {{first}} đến {{last}}.",
    party_one: "{{count}} người",
    party_other: "{{count}} người",
    timesTitle: "Giờ phát bóng ngày {{date}}",
    timesFailed: "Không thể tải các giờ phát bóng. Vui lòng thử lại.",
    none: "Ngày này không có giờ phát bóng nào nhận đặt trực tuyến.",
    noRoom_one: "Ngày này không có giờ phát bóng nào còn đủ chỗ cho {{count}} người chơi.",
    noRoom_other: "Ngày này không có giờ phát bóng nào còn đủ chỗ cho {{count}} người chơi.",
    nextDates: "Vui lòng thử một trong các ngày tiếp theo:",
    perPlayer: "{{price}} mỗi người",
    placesLeft_one: "còn {{count}} chỗ",
    placesLeft_other: "còn {{count}} chỗ",
    bookedTitle: "Chỗ của bạn đang được giữ",
    waitlistOffer:
      "Không có giờ phát bóng phù hợp? Bạn có thể đăng ký danh sách chờ: khi có chỗ trống, chúng tôi sẽ gửi lời mời qua email.",
    waitlistOpen: "Đăng ký danh sách chờ",
  },
};
