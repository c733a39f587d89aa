import {
  paymentMethodLabels,
  paymentStateLabels,
  reservationStatusLabels,
} from "contracts/domains/reservations/labels";
import type { TeeSheetTexts } from "./en";

export const vi: TeeSheetTexts = {
  titles: {
    reservationTable: "Lịch đặt sân theo giờ",
  },
  /** The other view of the same bookings. */
  toList: "Danh sách lượt đặt sân",
  players_one: "{{count}} người",
  players_other: "{{count}} người",
  grid: {
    available: "Có thể đặt",
    guest: "Khách {{place}}",
    checkedIn: "Đã nhận sân",
    now: "Hiện tại",
    place: "{{time}} · {{course}} · vị trí {{place}}",
  },
  paymentStates: paymentStateLabels.vi,
  methods: paymentMethodLabels.vi,
  playerStatuses: { noshow: reservationStatusLabels.vi.noshow },
  search: {
    label: "Tìm người chơi",
    placeholder: "Tên hoặc số điện thoại",
    none: "Không có lượt đặt sân nào trong ngày khớp với “{{q}}”.",
  },
  takings: {
    title: "Doanh thu trong ngày",
    total: "Tổng",
  },
  desk: {
    title: "{{time}} · {{course}} · {{name}}",
    checkIn: "Nhận sân",
    undoCheckIn: "Hủy nhận sân",
    checkInParty: "Nhận sân cho cả nhóm",
    undoParty: "Hủy nhận sân cho cả nhóm",
    takePayment: "Nhận thanh toán",
    noShow: "Đánh dấu không đến",
    namePlayers: "Đặt tên người chơi",
    party: "Số người, xe điện và caddie",
    detail: "Chi tiết lượt đặt sân",
    close: "Đóng",
    cancel: "Hủy",
    save: "Lưu",
    amount: "Số tiền",
    method: "Phương thức thanh toán",
    leftToPay: "Còn phải thanh toán: {{amount}}",
    payments: "Các khoản thanh toán",
    voidPayment: "Hủy thanh toán",
    voided: "Đã hủy thanh toán",
    confirmCancel:
      "Bạn có chắc muốn hủy lượt đặt sân của {{name}} lúc {{time}} không? Các chỗ này sẽ được mở lại cho khách khác, và khách sẽ nhận email thông báo nếu đã để lại địa chỉ email.",
    confirmCancelPending:
      "Chuyển lượt đặt sân của {{name}} lúc {{time}} sang chờ hủy? Các chỗ vẫn được giữ cho đến khi việc hủy được xác nhận.",
    confirmNoShow:
      "Bạn có chắc muốn đánh dấu {{name}} là “Không đến” không? Các chỗ này sẽ được mở lại cho khách khác.",
    yes: "Có",
    no: "Không",
    move: "Chuyển sang…",
    moved: "Đã chuyển lượt đặt sân của {{name}} sang {{time}} · {{course}}.",
    chooseTime: "Chọn giờ phát bóng",
    moveHint: "Chỉ hiện các giờ phát bóng đang bán còn đủ chỗ cho cả nhóm.",
    noTimes: "Ngày này không còn giờ phát bóng đủ chỗ cho cả nhóm.",
    player: "Người chơi {{place}}",
    failed: "Không thể lưu thay đổi. Vui lòng thử lại.",
  },
};
