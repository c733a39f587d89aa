import type { HomeTexts } from "./en";

export const vi: HomeTexts = {
  titles: {
    home: "Chọn sân golf",
  },
  home: {
    lead: "Vui lòng chọn sân golf bạn muốn quản lý.",
    loading: "Đang tải danh sách sân golf…",
    loadFailed: "Không thể tải danh sách sân golf.",
    addClub: "Thêm sân golf mới",
    logOut: "Đăng xuất",
    ownerEmpty: "Bạn chưa thêm sân golf nào. Vui lòng thêm sân golf đầu tiên để bắt đầu.",
    role: "Vai trò: {{role}}",
    search: "Tên sân golf",
    searchPlaceholder: "Một phần của tên",
    find: "Tìm",
    more: "Đang hiển thị {{count}} sân golf đầu tiên. Vui lòng tìm theo tên để tìm các sân golf khác.",
    noMatch: "Không có sân golf nào có tên chứa “{{q}}”.",
    roles: {
      owner: "Chủ doanh nghiệp",
      admin: "Quản trị viên",
      none: "Chưa có vai trò",
    },
  },
};
