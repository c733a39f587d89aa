import type { WelcomeTexts } from "./en";

export const vi: WelcomeTexts = {
  welcome: {
    title: "Chọn quốc gia trên bản đồ hoặc đăng ký/đăng nhập ngay",
    lead: "Chọn quốc gia để xem hệ thống bằng ngôn ngữ của quốc gia đó, hoặc tiếp tục ngay.",
    signUp: "Đăng ký",
    login: "Đăng nhập",
    mapLabel: "Bản đồ thế giới: chọn một quốc gia",
  },
};
