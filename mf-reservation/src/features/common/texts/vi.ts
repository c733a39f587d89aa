import type { CommonTexts } from "./en";

export const vi: CommonTexts = {
  form: {
    chooseTime: "Chọn giờ phát bóng",
  },
  calendar: {
    title: "Tỷ lệ đặt sân",
    legend: "Tỷ lệ đặt sân",
    previous: "Tháng trước",
    next: "Tháng sau",
    rate0: "Từ 80% trở lên",
    rate1: "40–79%",
    rate2: "Dưới 40%",
    rate3: "Chưa có lượt đặt",
  },
  live: {
    reconnecting: "Đang kết nối lại… Thay đổi từ các quầy khác sẽ hiện lại khi có kết nối.",
  },
};
