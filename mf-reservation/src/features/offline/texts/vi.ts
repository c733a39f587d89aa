import type { OfflineTexts } from "./en";

export const vi: OfflineTexts = {
  titles: {
    offlineReservation: "Đặt sân trực tiếp",
  },
  settings: {
    title: "Cài đặt đặt sân trực tiếp",
    lead: "Các giờ phát bóng giữ lại cho quầy và điện thoại không bao giờ được bán trực tuyến. Khách chỉ có thể đặt sân trực tuyến trong số ngày tới được đặt ở đây; lượt đặt sân trực tuyến được giữ chỗ trong thời gian giữ chỗ cho đến khi khách xác nhận qua liên kết trong email.",
    heldFirstTimes: "Số giờ phát bóng đầu tiên mỗi ngày giữ lại để bán trực tiếp",
    heldTimes: "Giữ lại thêm các giờ phát bóng này (HH:MM, cách nhau bằng dấu phẩy)",
    heldWeekdays: "Vào các ngày trong tuần",
    onlineDaysAhead: "Số ngày tới cho phép đặt sân trực tuyến",
    onlineHoldMinutes: "Thời gian giữ chỗ trực tuyến (phút, 5–60)",
    save: "Lưu cài đặt",
    saved: "Đã lưu cài đặt đặt sân trực tiếp.",
  },
};
