import type { SharedTexts } from "./en";

export const ko: SharedTexts = {
  loading: "불러오는 중…",
  retry: "다시 시도",
  fields: {
    date: "날짜",
    players: "인원",
  },
};
