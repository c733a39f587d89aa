import type { TiersTexts } from "./en";

export const vi: TiersTexts = {
  titles: {
    membershipTiers: "Hạng hội viên",
    membershipCreate: "Tạo hạng hội viên",
    membershipUpdate: "Sửa hạng hội viên",
  },
};
