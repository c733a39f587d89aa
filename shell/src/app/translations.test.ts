import { missingTranslations } from "platform/i18n/parity";
import { shellTranslations } from "./translations";

it("has every shell text in en, ko and vi", () => {
  expect(missingTranslations(shellTranslations)).toEqual([]);
});
