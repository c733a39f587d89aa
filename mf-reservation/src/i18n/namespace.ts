/** The i18next namespace of this remote's texts. */
export const RESERVATION_NAMESPACE = "reservation";
