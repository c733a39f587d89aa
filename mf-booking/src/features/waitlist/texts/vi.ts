import type { WaitlistTexts } from "./en";

export const vi: WaitlistTexts = {
  waitlistPage: {
    titles: {
      page: "Danh sách chờ",
      unconfirmed: "Xác nhận đăng ký danh sách chờ",
      waiting: "Bạn đã có tên trong danh sách chờ",
      offered: "Có chỗ trống cho bạn",
      booked: "Bạn đã có giờ phát bóng",
      missed: "Lời mời đã kết thúc",
      left: "Bạn đã rời danh sách chờ",
      ended: "Danh sách chờ cho khung giờ này đã đóng",
    },
    unconfirmed:
      "Vui lòng xác nhận email để vào hàng chờ. Trước khi xác nhận, bạn chưa có tên trong danh sách chờ.",
    confirm: "Xác nhận đăng ký",
    position: "Bạn đang ở thứ tự {{position}} trong hàng chờ.",
    waiting:
      "Khi có chỗ trống trong khung giờ của bạn, người đầu tiên trong hàng chờ có số người phù hợp sẽ nhận lời mời qua email.",
    offered:
      "{{time}} · {{course}} được giữ cho bạn đến {{until}}. Vui lòng nhận chỗ hoặc từ chối qua email lời mời.",
    booked: "Bạn đã nhận giờ phát bóng được mời. Email xác nhận đặt sân đã được gửi cho bạn.",
    missed:
      "Giờ phát bóng được mời đã bị từ chối hoặc không được nhận kịp thời và đã chuyển cho người kế tiếp.",
    left: "Bạn không còn trong danh sách chờ.",
    ended: "Khung giờ phát bóng của bạn đã bắt đầu nên danh sách chờ đã đóng.",
    leave: "Rời danh sách chờ",
    leaveQuestion: "Rời danh sách chờ? Bạn sẽ mất thứ tự trong hàng chờ.",
    yes: "Có, rời danh sách",
    no: "Tiếp tục chờ",
    failed: "Không thể thực hiện. Vui lòng thử lại.",
    invalid: "Liên kết không hợp lệ. Vui lòng mở toàn bộ liên kết trong email danh sách chờ.",
    retry: "Thử lại",
    club: "Sân golf",
    window: "Giờ phát bóng",
    windowValue: "{{from}}–{{to}}",
    anyCourse: "Tất cả sân",
  },
};
