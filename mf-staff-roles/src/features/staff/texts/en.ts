import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    staff: "Staff list",
    staffAll: "All staff",
    addStaff: "Add staff",
    editStaff: "Edit staff",
  },
  statuses: {
    active: "Active",
    suspended: "Suspended",
  },
  staff: {
    lead: "Employees who work in this golf club, with their roles.",
    leadAll: "Staff of every golf club you manage.",
    add: "Add staff",
    search: "Search by name or email",
    searchButton: "Search",
    status: "Status",
    anyStatus: "All statuses",
    club: "Golf club",
    anyClub: "All golf clubs",
    name: "Name",
    email: "Email",
    role: "Role",
    actions: "Actions",
    edit: "Edit",
    editNamed: "Edit {{name}}",
    delete: "Delete",
    deleteNamed: "Delete {{name}}",
    empty: "No staff yet.",
    noMatch: "No staff match the search.",
    loadFailed: "The staff list could not be loaded.",
    confirmDelete: "Remove {{name}} from the staff of this golf club?",
    deleteFailed: "Failed to delete staff!",
    deleted: "The staff member was removed.",
    emailHint: "The employee's account email. They must have verified it.",
    save: "Save",
    cancel: "Cancel",
    addFailed: "Failed to add staff.",
    editFailed: "Failed to edit staff.",
    added: "{{email}} was added and will get an email.",
    missing: "This staff member no longer exists.",
    loadingRoles: "Loading the roles…",
  },
};

export type StaffTexts = Shape<typeof en>;
