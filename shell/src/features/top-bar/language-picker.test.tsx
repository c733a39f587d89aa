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

  it("looks like the kit's dropdown: its border, corners and text colour, a focus ring for the keyboard", async () => {
    await renderShell(<LanguagePicker />, () => ({ status: 200 }));
    const style = getComputedStyle(screen.getByRole("combobox", { name: "Language" }));
    expect(style.borderRadius).toBe("8px");
    expect(style.border).toContain("1px solid");
    expect(style.color).toBe("rgb(29, 41, 57)");
    expect(style.appearance).toBe("none");
  });
});
