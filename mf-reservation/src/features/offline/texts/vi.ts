import type { OfflineTexts } from "./en";

export const vi: OfflineTexts = {
  titles: {
    offlineReservation: "Đặt sân trực tiếp",
  },
  settings: {
    title: "Thiết lập đặt sân trực tiếp",
    lead: "Các giờ phát bóng giữ lại cho quầy lễ tân và đặt qua điện thoại sẽ không được bán trực tuyến. Khách chỉ có thể đặt sân trực tuyến trước tối đa số ngày được thiết lập ở đây; lượt đặt sân trực tuyến được giữ chỗ trong thời gian giữ chỗ cho đến khi khách xác nhận qua liên kết trong email.",
    heldFirstTimes: "Số giờ phát bóng đầu tiên mỗi ngày giữ lại để bán trực tiếp",
    heldTimes: "Giữ lại thêm các giờ phát bóng này (HH:MM, cách nhau bằng dấu phẩy)",
    heldWeekdays: "Vào các ngày trong tuần",
    onlineDaysAhead: "Mở đặt sân trực tuyến trước (số ngày)",
    onlineHoldMinutes: "Thời gian giữ chỗ trực tuyến (phút, 5–60)",
    golferTerms: "Hủy đặt sân và danh sách chờ",
    freeCancellationHours: "Hủy miễn phí đến trước giờ phát bóng (số giờ, 0–168)",
    freeCancellationHint:
      "Khách hủy muộn hơn phải chờ quầy lễ tân duyệt (chờ hủy). Với 0, khách được hủy miễn phí đến giờ phát bóng.",
    waitlistOfferMinutes: "Thời gian giữ lời mời từ danh sách chờ (phút, 5–30)",
    waitlistOfferHint:
      "Khi có chỗ trống, chỗ được giữ cho khách đứng đầu danh sách chờ trong thời gian này; sau đó lời mời chuyển cho người kế tiếp.",
    contactHours: "Khung giờ liên hệ của danh sách chờ (theo giờ sân golf)",
    contactFrom: "Giờ bắt đầu",
    contactTo: "Giờ kết thúc",
    contactHoursHint:
      "Lời mời chỉ được gửi qua email trong khung giờ này; chỗ trống xuất hiện ngoài khung giờ sẽ được mời khi khung giờ liên hệ bắt đầu lại.",
    noShows: "Không đến",
    autoNoShow: "Tự động đánh dấu không đến",
    autoNoShowHint:
      "Lượt đặt sân không có người chơi nào nhận sân trước giờ phát bóng cộng thời gian chờ sẽ tự động bị đánh dấu không đến và chỗ được trả lại. Vui lòng để tắt nếu quầy không làm thủ tục nhận sân. Quầy có thể hủy đánh dấu không đến trong ngày chơi.",
    noShowGraceMinutes: "Thời gian chờ sau giờ phát bóng (phút, 0–120)",
    strikes: "Chặn đặt sân trực tuyến khi không đến nhiều lần",
    strikesHint:
      "Người chơi (theo khách hàng, email hoặc số điện thoại) không đến đủ số lần này trong số ngày dưới đây sẽ không thể đặt sân trực tuyến trong một thời gian. Họ nhận email về mỗi lần không đến và về việc bị chặn; quầy thấy điều này khi đặt sân cho họ và có thể bỏ chặn.",
    strikeNoShows: "Số lần không đến (1–10)",
    strikeWithinDays: "Trong số ngày (1–365)",
    strikeBlockDays: "Chặn trong số ngày (1–365)",
    release: "Mở đặt sân cho mỗi ngày mới",
    releaseOn: "Mở đặt sân cho mỗi ngày mới vào giờ cố định",
    releaseHint:
      "Ngày mới vào khoảng thời gian đặt sân trực tuyến sẽ mở đặt sân vào giờ này (giờ của sân) thay vì lúc nửa đêm. Người chơi vào hàng chờ trong nửa giờ trước đó bằng mã gửi qua email; đến giờ, bốc thăm xếp họ theo thứ tự ngẫu nhiên và mỗi người lần lượt có vài phút để đặt sân.",
    releaseAt: "Giờ mở đặt sân (giờ của sân)",
    releaseTurnMinutes: "Số phút mỗi lượt (1–10)",
    releaseAtOnce: "Số người chơi cùng lượt (1–50)",
    releaseMaxBookings: "Số lượt đặt mỗi người chơi (1–4)",
    releaseMaxPlayers: "Số người chơi mỗi người đặt (1–4)",
    save: "Lưu cài đặt",
    saved: "Đã lưu thiết lập đặt sân trực tiếp.",
  },
  strikes: {
    count_one:
      "{{count}} lần không đến trong {{days}} ngày (quy tắc của sân golf chặn đặt sân trực tuyến khi đủ {{limit}} lần):",
    count_other:
      "{{count}} lần không đến trong {{days}} ngày (quy tắc của sân golf chặn đặt sân trực tuyến khi đủ {{limit}} lần):",
    blocked: "Đặt sân trực tuyến bị chặn đến {{until}}.",
    lift: "Bỏ chặn",
    failed: "Không thể bỏ chặn. Vui lòng thử lại.",
  },
};
