import type { CommonResources } from "./en";

export const ko: CommonResources = {
  dialog: { yes: "예", no: "아니요", ok: "확인", confirm: "확인", cancel: "취소", close: "닫기" },
  forbidden: { title: "접근 권한 없음", message: "이 작업을 수행할 권한이 없습니다." },
  noClub: {
    message: "선택된 골프장이 없습니다. 먼저 골프장을 선택해 주세요.",
    link: "골프장 목록으로 이동",
    unassigned: "아직 배정된 골프장이 없습니다. 담당 매니저에게 문의해 주세요.",
  },
  file: { none: "선택된 파일 없음", choose: "파일 선택" },
  dropdown: { placeholder: "선택" },
  table: {
    pages: "페이지",
    page: "{{page}}페이지",
    previousPages: "이전 페이지",
    nextPages: "다음 페이지",
    loading: "불러오는 중…",
    retry: "다시 시도",
    range: "전체 {{total}}개 중 {{from}}–{{to}}",
  },
  load: {
    loading: "불러오는 중…",
    retry: "다시 시도",
    missing: "이 항목은 더 이상 존재하지 않습니다.",
    failed: "불러오지 못했습니다. 다시 시도해 주세요.",
  },
  timePicker: { hour: "시", minute: "분" },
  failure: {
    throttled_one: "시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.",
    throttled_other: "시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.",
    throttledUnknown: "시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도해 주세요.",
    unreachable: "서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.",
  },
};
