/** The i18next namespace of this remote's texts. */
export const STAFF_ROLES_NAMESPACE = "staffRoles";
