/** The i18next namespace of this remote's texts. */
export const CLUB_NAMESPACE = "club";
