import {
  paymentMethodLabels,
  paymentStateLabels,
  reservationStatusLabels,
} from "contracts/domains/reservations/labels";
import type { TeeSheetTexts } from "./en";

export const ko: TeeSheetTexts = {
  titles: {
    reservationTable: "예약 타임테이블",
  },
  /** The other view of the same bookings. */
  toList: "예약 목록",
  players_one: "{{count}}명",
  players_other: "{{count}}명",
  grid: {
    available: "예약 가능",
    guest: "게스트 {{place}}",
    checkedIn: "체크인 완료",
    now: "현재",
    place: "{{time}} · {{course}} · {{place}}번 자리",
  },
  paymentStates: paymentStateLabels.ko,
  methods: paymentMethodLabels.ko,
  playerStatuses: { noshow: reservationStatusLabels.ko.noshow },
  search: {
    label: "골퍼 찾기",
    placeholder: "이름 또는 전화번호",
    none: "이 날짜에 “{{q}}”와 일치하는 예약이 없습니다.",
  },
  takings: {
    title: "당일 수납액",
    total: "합계",
  },
  desk: {
    title: "{{time}} · {{course}} · {{name}}",
    checkIn: "체크인",
    undoCheckIn: "체크인 취소",
    checkInParty: "일행 전체 체크인",
    undoParty: "일행 전체 체크인 취소",
    takePayment: "결제 받기",
    noShow: "노쇼 처리",
    namePlayers: "플레이어 이름 입력",
    party: "인원 · 카트 · 캐디",
    detail: "예약 상세",
    close: "닫기",
    cancel: "취소",
    save: "저장",
    amount: "금액",
    method: "결제 수단",
    leftToPay: "남은 결제 금액: {{amount}}",
    payments: "결제 내역",
    voidPayment: "결제 취소",
    voided: "결제 취소됨",
    confirmCancel:
      "{{name}} 님의 {{time}} 예약을 취소하시겠습니까? 해당 자리는 다른 고객이 다시 예약할 수 있으며, 이메일이 있는 고객에게는 안내 메일이 발송됩니다.",
    confirmCancelPending:
      "{{name}} 님의 {{time}} 예약을 취소 대기로 바꾸시겠습니까? 취소가 확정될 때까지 자리는 유지됩니다.",
    confirmNoShow: "{{name}} 님을 노쇼로 처리하시겠습니까? 해당 자리는 다른 고객이 다시 예약할 수 있습니다.",
    yes: "예",
    no: "아니요",
    move: "다른 티타임으로 이동…",
    moved: "{{name}} 님의 예약을 옮겼습니다: {{time}} · {{course}}",
    chooseTime: "티타임을 선택해 주세요",
    moveHint: "판매 중이며 인원이 모두 들어갈 자리가 있는 티타임만 표시됩니다.",
    noTimes: "이 날짜에는 인원이 모두 들어갈 티타임이 없습니다.",
    player: "플레이어 {{place}}",
    failed: "변경 사항을 저장하지 못했습니다. 다시 시도해 주세요.",
  },
};
