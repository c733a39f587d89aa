import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  loading: "Đang tải…",
  retry: "Thử lại",
  fields: {
    date: "Ngày",
    players: "Số người",
  },
};
