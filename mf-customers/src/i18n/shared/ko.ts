import type { SharedTexts } from "./en";

export const ko: SharedTexts = {
  tiers: {
    lead: "골프장 회원권의 가격, 할인, 혜택을 관리합니다.",
    create: "등급 생성",
    name: "등급 이름",
    namePlaceholder: "예: 골드",
    price: "요금",
    priceDollars: "요금 (USD)",
    pricePlaceholder: "예: 1200",
    period: "결제 주기",
    discount: "할인",
    discountRate: "할인율 (%)",
    discountPlaceholder: "예: 10",
    discountTarget: "할인 대상",
    choose: "선택",
    benefit: "혜택",
    note: "메모",
    status: "상태",
    customers: "고객 수",
    actions: "작업",
    edit: "수정",
    disable: "비활성화",
    activate: "활성화",
    delete: "삭제",
    save: "저장",
    cancel: "취소",
    statusFilter: "상태",
    allStatuses: "전체 상태",
    empty: "등록된 회원 등급이 없습니다.",
    loadFailed: "회원 등급을 불러오지 못했습니다.",
    loading: "불러오는 중…",
    missing: "이 등급은 더 이상 존재하지 않습니다.",
    periods: {
      year: "년",
      month: "월",
    },
    billing: {
      year: "연간",
      month: "월간",
    },
    targets: {
      greenFee: "그린피",
      cart: "카트",
      caddie: "캐디",
      all: "전체",
    },
    statuses: {
      active: "활성",
      disabled: "비활성",
    },
    confirm: {
      delete: '"{{name}}" 등급을 삭제하시겠습니까?',
      disable: '"{{name}}" 등급을 비활성화하시겠습니까? 할인이 적용되지 않습니다.',
      activate: '"{{name}}" 등급을 다시 활성화하시겠습니까?',
      deleteInUse_one:
        '"{{name}}" 등급을 가진 고객이 {{count}}명 있습니다. 이 등급을 가진 고객이 없어야 삭제할 수 있습니다. 먼저 고객의 등급을 다른 등급으로 바꿔 주세요. 삭제하시겠습니까?',
      deleteInUse_other:
        '"{{name}}" 등급을 가진 고객이 {{count}}명 있습니다. 이 등급을 가진 고객이 없어야 삭제할 수 있습니다. 먼저 고객의 등급을 다른 등급으로 바꿔 주세요. 삭제하시겠습니까?',
      disableInUse_one:
        '"{{name}}" 등급을 가진 고객이 {{count}}명 있습니다. 비활성화하면 이 고객들에게 영향을 줄 수 있습니다(비활성 기간에는 할인 없음). 비활성화하시겠습니까?',
      disableInUse_other:
        '"{{name}}" 등급을 가진 고객이 {{count}}명 있습니다. 비활성화하면 이 고객들에게 영향을 줄 수 있습니다(비활성 기간에는 할인 없음). 비활성화하시겠습니까?',
      changeInUse_one:
        '"{{name}}" 등급을 가진 고객이 {{count}}명 있습니다. 변경 사항이 이 고객들에게 영향을 줄 수 있습니다. 저장하시겠습니까?',
      changeInUse_other:
        '"{{name}}" 등급을 가진 고객이 {{count}}명 있습니다. 변경 사항이 이 고객들에게 영향을 줄 수 있습니다. 저장하시겠습니까?',
    },
    done: {
      delete: '"{{name}}" 등급이 삭제되었습니다.',
      disable: '"{{name}}" 등급이 비활성화되었습니다.',
      activate: '"{{name}}" 등급이 다시 활성화되었습니다.',
    },
  },
};
