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
    roles: {
      owner: "Chủ doanh nghiệp",
      admin: "Quản trị viên",
      none: "Chưa có vai trò",
    },
  },
};
