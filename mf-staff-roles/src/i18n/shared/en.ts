import type { Shape } from "platform/i18n/texts";

export const en = {
  roles: {
    lead: "Roles decide what each staff member may do in this golf club.",
    add: "Add role",
    name: "Name",
    note: "Note",
    access: "Access",
    staffCount: "Staff",
    actions: "Actions",
    edit: "Edit",
    editNamed: "Edit {{name}}",
    delete: "Delete",
    deleteNamed: "Delete {{name}}",
    empty: "No role yet. Add one before adding staff.",
    loadFailed: "The roles could not be loaded.",
    noAccess: "No access",
    confirmDelete: "Delete the role “{{name}}”?",
    deleteFailed: "Failed to delete the role.",
    deleted: "The role was deleted.",
    matrix: "Permissions per menu",
    kind: "Menu",
    namePlaceholder: "e.g. Front desk",
    notePlaceholder: "What this role is for",
    save: "Save",
    cancel: "Cancel",
    addFailed: "Failed to add role!",
    editFailed: "Failed to edit role!",
    missing: "This role no longer exists.",
    loading: "Loading the role…",
    levelFor: "{{kind}}: {{level}}",
    grantOwnOnly: "Only actions you hold yourself can be granted.",
    everyKind: "Every menu: {{level}}",
  },
};

export type SharedTexts = Shape<typeof en>;
