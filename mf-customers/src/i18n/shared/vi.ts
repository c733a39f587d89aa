import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  tiers: {
    lead: "Giá, giảm giá và quyền lợi của các hạng hội viên của sân.",
    create: "Tạo hạng",
    name: "Tên hạng",
    namePlaceholder: "ví dụ: Gold",
    price: "Giá",
    priceDollars: "Giá (USD)",
    pricePlaceholder: "ví dụ: 1200",
    period: "Chu kỳ thanh toán",
    discount: "Giảm giá",
    discountRate: "Tỷ lệ giảm giá (%)",
    discountPlaceholder: "ví dụ: 10",
    discountTarget: "Áp dụng giảm giá cho",
    choose: "Chọn",
    benefit: "Quyền lợi",
    note: "Ghi chú",
    status: "Trạng thái",
    customers: "Khách hàng",
    actions: "Thao tác",
    edit: "Sửa",
    disable: "Vô hiệu hóa",
    activate: "Kích hoạt",
    delete: "Xóa",
    save: "Lưu",
    cancel: "Hủy",
    statusFilter: "Trạng thái",
    allStatuses: "Mọi trạng thái",
    empty: "Chưa có hạng hội viên nào.",
    loadFailed: "Không thể tải các hạng hội viên.",
    loading: "Đang tải…",
    missing: "Hạng này không còn tồn tại.",
    periods: {
      year: "năm",
      month: "tháng",
    },
    targets: {
      greenFee: "Phí sân (green fee)",
      cart: "Xe điện",
      caddie: "Caddie",
      all: "Tất cả",
    },
    statuses: {
      active: "Đang hoạt động",
      disabled: "Đã vô hiệu hóa",
    },
    confirm: {
      delete: 'Xóa hạng "{{name}}"?',
      disable: 'Vô hiệu hóa hạng "{{name}}"? Hạng sẽ không còn giảm giá.',
      activate: 'Kích hoạt lại hạng "{{name}}"?',
      deleteInUse:
        '{{count}} khách hàng đang giữ hạng "{{name}}". Chỉ xóa được hạng khi không còn khách hàng nào giữ hạng này: vui lòng chuyển họ sang hạng khác trước. Xóa hạng này?',
      disableInUse:
        '{{count}} khách hàng đang giữ hạng "{{name}}". Vô hiệu hóa có thể ảnh hưởng đến họ: họ không được giảm giá trong thời gian này. Vô hiệu hóa?',
      changeInUse:
        '{{count}} khách hàng đang giữ hạng "{{name}}". Thay đổi có thể ảnh hưởng đến họ. Lưu thay đổi?',
    },
    done: {
      delete: 'Đã xóa hạng "{{name}}".',
      disable: 'Đã vô hiệu hóa hạng "{{name}}".',
      activate: 'Hạng "{{name}}" đã hoạt động trở lại.',
    },
  },
};
