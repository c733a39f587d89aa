import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  tiers: {
    lead: "Giá, mức giảm giá và quyền lợi của các hạng hội viên tại sân golf.",
    create: "Tạo hạng",
    name: "Tên hạng",
    namePlaceholder: "VD: Hạng Vàng",
    price: "Giá",
    priceDollars: "Giá (USD)",
    pricePlaceholder: "VD: 1200",
    period: "Chu kỳ thanh toán",
    discount: "Giảm giá",
    discountRate: "Tỷ lệ giảm giá (%)",
    discountPlaceholder: "VD: 10",
    discountTarget: "Đối tượng giảm giá",
    choose: "Chọn",
    benefit: "Quyền lợi",
    note: "Ghi chú",
    status: "Trạng thái",
    customers: "Số khách hàng",
    actions: "Thao tác",
    edit: "Sửa",
    disable: "Vô hiệu hóa",
    activate: "Kích hoạt",
    delete: "Xóa",
    save: "Lưu",
    cancel: "Hủy",
    statusFilter: "Trạng thái",
    allStatuses: "Tất cả trạng thái",
    empty: "Chưa có hạng hội viên nào.",
    loadFailed: "Không thể tải các hạng hội viên.",
    loading: "Đang tải…",
    missing: "Hạng này không còn tồn tại.",
    periods: {
      year: "năm",
      month: "tháng",
    },
    billing: {
      year: "Hằng năm",
      month: "Hằng tháng",
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
      delete: 'Bạn có chắc muốn xóa hạng "{{name}}" không?',
      disable:
        'Bạn có chắc muốn vô hiệu hóa hạng "{{name}}" không? Khách hàng thuộc hạng này sẽ không còn được giảm giá.',
      activate: 'Bạn có chắc muốn kích hoạt lại hạng "{{name}}" không?',
      deleteInUse_one:
        '{{count}} khách hàng đang thuộc hạng "{{name}}". Chỉ xóa được hạng khi không còn khách hàng nào thuộc hạng này: vui lòng chuyển họ sang hạng khác trước. Bạn có chắc muốn xóa không?',
      deleteInUse_other:
        '{{count}} khách hàng đang thuộc hạng "{{name}}". Chỉ xóa được hạng khi không còn khách hàng nào thuộc hạng này: vui lòng chuyển họ sang hạng khác trước. Bạn có chắc muốn xóa không?',
      disableInUse_one:
        '{{count}} khách hàng đang thuộc hạng "{{name}}". Nếu vô hiệu hóa, họ sẽ không được giảm giá trong thời gian này. Bạn có chắc muốn vô hiệu hóa không?',
      disableInUse_other:
        '{{count}} khách hàng đang thuộc hạng "{{name}}". Nếu vô hiệu hóa, họ sẽ không được giảm giá trong thời gian này. Bạn có chắc muốn vô hiệu hóa không?',
      changeInUse_one:
        '{{count}} khách hàng đang thuộc hạng "{{name}}". Thay đổi này có thể ảnh hưởng đến họ. Bạn có muốn lưu không?',
      changeInUse_other:
        '{{count}} khách hàng đang thuộc hạng "{{name}}". Thay đổi này có thể ảnh hưởng đến họ. Bạn có muốn lưu không?',
    },
    done: {
      delete: 'Đã xóa hạng "{{name}}".',
      disable: 'Đã vô hiệu hóa hạng "{{name}}".',
      activate: 'Hạng "{{name}}" đã hoạt động trở lại.',
    },
  },
};
