/** The i18next namespace of this remote's texts. */
export const AUTH_NAMESPACE = "auth";
