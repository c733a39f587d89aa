import type { WelcomeTexts } from "./en";

export const ko: WelcomeTexts = {
  welcome: {
    title: "지도에서 국가를 선택하거나 바로 회원가입/로그인해 주세요",
    lead: "국가를 선택하면 해당 언어로 백오피스를 볼 수 있습니다. 바로 진행하셔도 됩니다.",
    signUp: "회원가입",
    login: "로그인",
    mapLabel: "세계 지도: 국가를 선택해 주세요",
  },
};
