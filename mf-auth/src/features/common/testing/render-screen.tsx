// The auth screens register their own texts (`useTexts`), so the test kit's renderer serves them as it is.
export { landedOn, renderScreen } from "test-kit/render-screen";
