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
    save: "Lưu cài đặt",
    saved: "Đã lưu thiết lập đặt sân trực tiếp.",
  },
};
