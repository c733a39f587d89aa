import { missingTranslations } from "./parity";
import { platformTranslations } from "./platform-translations";

describe("translation parity", () => {
  it("has every platform text in en, ko and vi", () => {
    expect(missingTranslations(platformTranslations)).toEqual([]);
  });

  it("reports a key missing or empty in one language", () => {
    expect(
      missingTranslations({ en: { a: "A", b: { c: "C" } }, ko: { a: "가" }, vi: { a: " ", b: { c: "C" } } }),
    ).toEqual(["ko: b.c", "vi: a"]);
  });
});
