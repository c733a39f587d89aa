import { missingTranslations } from "platform/i18n/parity";
import { accountGatesResources } from "./resources";

it("account gate texts exist in en, ko and vi", () => {
  expect(missingTranslations(accountGatesResources)).toEqual([]);
  expect(accountGatesResources.vi.noClub.employee).not.toBe(accountGatesResources.en.noClub.employee);
});
