import { screen } from "@testing-library/react";
import { renderShell } from "../../test/render-shell";
import { LanguagePicker } from "./language-picker";

describe("language picker", () => {
  it("names each language in its own language, whatever the current one", async () => {
    await renderShell(<LanguagePicker />, () => ({ status: 200 }));
    const picker = screen.getByRole("combobox", { name: "Language" });
    const options = [...picker.querySelectorAll("option")].map((o) => [o.value, o.textContent, o.lang]);
    expect(options).toEqual([
      ["en", "English", "en"],
      ["ko", "한국어", "ko"],
      ["vi", "Tiếng Việt", "vi"],
    ]);
  });
});
