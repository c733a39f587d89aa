import type { ProfileTexts } from "./en";

export const ko: ProfileTexts = {
  profile: {
    title: "내 프로필",
    editTitle: "프로필 수정",
    edit: "프로필 수정",
    editNotAllowed: "프로필을 수정하려면 계정 권한이 필요합니다. 사업자에게 권한을 요청해 주세요.",
    save: "저장",
    cancel: "취소",
    loading: "프로필을 불러오는 중…",
    loadFailed: "오류",
    saved: "프로필이 저장되었습니다.",
    saveFailed: "프로필을 저장하지 못했습니다. 다시 시도해 주세요.",
    invalidField: "'{{field}}' 값을 확인해 주세요.",
    fieldTitles: {
      newPw: "새 비밀번호",
      newPwConfirm: "새 비밀번호 확인",
      companyName: "회사명",
      phoneCode: "국가 번호",
      phoneNumber: "전화번호",
      city: "시/군/구",
      state: "시/도",
      address1: "주소",
      address2: "상세 주소",
      country: "국가",
    },
    placeholders: {
      companyName: "그린밸리 골프(주)",
      city: "강남구",
      state: "서울특별시",
      address1: "테헤란로 123",
    },
  },
};
