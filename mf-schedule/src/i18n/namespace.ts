/** The i18next namespace of this remote's texts. */
export const SCHEDULE_NAMESPACE = "schedule";
