/** The i18next namespace of this remote's texts. */
export const DASHBOARD_NAMESPACE = "dashboard";
