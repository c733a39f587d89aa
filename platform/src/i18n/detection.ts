/**
 * Language detection exactly as spec §1: query parameter lng, cookie i18next, localStorage i18nextLng,
 * sessionStorage, browser language, html lang attribute; the choice is cached in localStorage only.
 * Shape matches i18next-browser-languagedetector's DetectorOptions.
 */
export const DETECTION_ORDER = [
  "querystring",
  "cookie",
  "localStorage",
  "sessionStorage",
  "navigator",
  "htmlTag",
];

export const detectionOptions = {
  order: DETECTION_ORDER,
  lookupQuerystring: "lng",
  lookupCookie: "i18next",
  lookupLocalStorage: "i18nextLng",
  lookupSessionStorage: "i18nextLng",
  caches: ["localStorage"],
  // "ko-KR" from the browser means Korean: keep only the language part.
  convertDetectedLanguage: (lng: string) => lng.split("-")[0] ?? lng,
};
