import type { Translations } from "shared/i18n/languages";

export const STAFF_ROLES_NAMESPACE = "staffRoles";

export const staffRolesTranslations: Translations = {
  en: {
    titles: {
      settingRole: "Roles and permissions",
      addRole: "Add role",
      editRole: "Edit role",
      staff: "Staff list",
      staffAll: "All staff",
      addStaff: "Add staff",
      editStaff: "Edit staff",
    },
  },
  ko: {
    titles: {
      settingRole: "역할 및 권한",
      addRole: "역할 추가",
      editRole: "역할 수정",
      staff: "직원 목록",
      staffAll: "전체 직원",
      addStaff: "직원 추가",
      editStaff: "직원 정보 수정",
    },
  },
  vi: {
    titles: {
      settingRole: "Vai trò và quyền",
      addRole: "Thêm vai trò",
      editRole: "Sửa vai trò",
      staff: "Danh sách nhân viên",
      staffAll: "Tất cả nhân viên",
      addStaff: "Thêm nhân viên",
      editStaff: "Sửa thông tin nhân viên",
    },
  },
};
