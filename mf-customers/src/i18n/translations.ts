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
      client: "고객사 목록",
      clientProfile: "고객사 프로필",
      membershipTiers: "회원 등급",
      membershipCreate: "회원 등급 생성",
      membershipUpdate: "회원 등급 수정",
      customerList: "고객 목록",
      customerCreate: "고객 추가",
      customerUpdate: "고객 정보 수정",
    },
  },
  vi: {
    titles: {
      client: "Danh sách khách hàng doanh nghiệp",
      clientProfile: "Hồ sơ khách hàng doanh nghiệp",
      membershipTiers: "Hạng hội viên",
      membershipCreate: "Tạo hạng hội viên",
      membershipUpdate: "Sửa hạng hội viên",
      customerList: "Danh sách khách hàng",
      customerCreate: "Thêm khách hàng",
      customerUpdate: "Sửa thông tin khách hàng",
    },
  },
};
