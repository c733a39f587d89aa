/** The i18next namespace of this remote's texts. */
export const BOOKING_NAMESPACE = "booking";
