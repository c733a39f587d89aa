/** The i18next namespace of this remote's texts. */
export const CUSTOMERS_NAMESPACE = "customers";
