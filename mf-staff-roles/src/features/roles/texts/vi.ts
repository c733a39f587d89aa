import type { RolesTexts } from "./en";

export const vi: RolesTexts = {
  titles: {
    settingRole: "Vai trò và quyền",
    addRole: "Thêm vai trò",
    editRole: "Sửa vai trò",
  },
  kinds: {
    SCHEDULE: "Lịch giá",
    STAFF_LIST: "Nhân viên",
    ROLE_SETTING: "Vai trò và quyền",
    RESERVATION: "Đặt sân",
    CLUB_INFORMATION: "Thông tin sân golf",
    MEMBERSHIP_MANAGEMENT: "Hội viên",
    ACCOUNT: "Tài khoản",
    DASHBOARD: "Bảng điều khiển",
  },
  levels: {
    none: "Không có",
    view: "Xem",
    edit: "Sửa",
    all: "Tất cả",
  },
  actions: {
    read: "Xem",
    create: "Tạo",
    update: "Cập nhật",
    delete: "Xóa",
  },
};
