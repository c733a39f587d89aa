import type { Translations } from "shared/i18n/languages";

export const CUSTOMERS_NAMESPACE = "customers";

export const customersTranslations: Translations = {
  en: {
    titles: {
      client: "Client list",
      clientProfile: "Client profile",
      membershipTiers: "Membership tiers",
      membershipCreate: "Create membership tier",
      membershipUpdate: "Edit membership tier",
      customerList: "Customer list",
      customerCreate: "Add customer",
      customerUpdate: "Edit customer",
    },
  },
  ko: {
    titles: {
      client: "클라이언트 목록",
      clientProfile: "클라이언트 프로필",
      membershipTiers: "회원 등급",
      membershipCreate: "회원 등급 생성",
      membershipUpdate: "회원 등급 수정",
      customerList: "고객 목록",
      customerCreate: "고객 추가",
      customerUpdate: "고객 수정",
    },
  },
  vi: {
    titles: {
      client: "Danh sách đối tác",
      clientProfile: "Hồ sơ đối tác",
      membershipTiers: "Hạng thành viên",
      membershipCreate: "Tạo hạng thành viên",
      membershipUpdate: "Sửa hạng thành viên",
      customerList: "Danh sách khách hàng",
      customerCreate: "Thêm khách hàng",
      customerUpdate: "Sửa khách hàng",
    },
  },
};
