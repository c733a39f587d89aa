import type { TiersTexts } from "./en";

export const ko: TiersTexts = {
  titles: {
    membershipTiers: "회원 등급",
    membershipCreate: "회원 등급 생성",
    membershipUpdate: "회원 등급 수정",
  },
};
