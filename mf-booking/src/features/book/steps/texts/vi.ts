import type { StepTexts } from "./en";

export const vi: StepTexts = {
  details: {
    title: "Thông tin của bạn",
    chosen: "Giờ phát bóng đã chọn",
    total: "Tổng tiền",
    another: "Chọn giờ khác",
    email: "Email",
    emailHint: "Chúng tôi gửi liên kết xác nhận đến địa chỉ này.",
    book: "Đặt sân",
    booking: "Đang đặt sân…",
    failed: "Không thể đặt sân. Vui lòng thử lại.",
  },
  waitlist: {
    title_one: "Danh sách chờ ngày {{date}}, {{count}} người",
    title_other: "Danh sách chờ ngày {{date}}, {{count}} người",
    lead: "Vui lòng cho biết giờ phát bóng sớm nhất và muộn nhất bạn có thể chơi. Khi có chỗ trống trong khung giờ đó, người đầu tiên trong hàng chờ có số người phù hợp sẽ nhận lời mời qua email.",
    from: "Giờ phát bóng sớm nhất",
    to: "Giờ phát bóng muộn nhất",
    emailHint: "Chúng tôi gửi liên kết xác nhận đăng ký đến địa chỉ này.",
    join: "Đăng ký danh sách chờ",
    sent: "Chúng tôi đã gửi liên kết đến {{email}}. Vui lòng mở liên kết để xác nhận đăng ký; trước khi xác nhận, bạn chưa vào hàng chờ.",
    failed: "Không thể đăng ký danh sách chờ. Vui lòng thử lại.",
    back: "Quay lại giờ phát bóng",
  },
  booked: {
    sent: "Chúng tôi đã gửi liên kết xác nhận đến {{email}}. Vui lòng xác nhận trong vòng {{minutes}} phút, nếu không các chỗ sẽ được mở lại.",
    until: "Chỗ của bạn được giữ đến {{time}} ngày {{date}} (giờ {{zone}}).",
    again: "Đặt giờ phát bóng khác",
  },
};
