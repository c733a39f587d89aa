import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { missingTranslations } from "platform/i18n/parity";
import { useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import { commonResources } from "./common-resources";
import { ConfirmDialog, ForbiddenModal, useAlert } from "./dialogs";
import { Dropdown } from "./dropdown";
import { FileField } from "./file-field";
import { Modal } from "./modal";
import { PhoneField } from "./phone-field";
import { TextArea } from "./text-area";
import { TextField } from "./text-field";

const i18n = createTestI18n();
const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

function Alerting({ afterClose }: { afterClose: () => void }) {
  const { alert, dialog } = useAlert();
  return (
    <>
      <button type="button" onClick={() => alert("Saved without the picture.", { afterClose })}>
        save
      </button>
      {dialog}
    </>
  );
}

function Phone() {
  const [value, setValue] = useState("");
  return <PhoneField label="Phone" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Hello">
        <button type="button">first</button>
        <button type="button">last</button>
      </Modal>
    </>
  );
}

const options = [
  { text: "United States", value: "US" },
  { text: "South Korea", value: "KR" },
  { text: "Vietnam", value: "VN" },
];

function Country({ required, error }: { required?: boolean; error?: string }) {
  const [value, setValue] = useState("");
  return (
    <Dropdown
      label="Country"
      options={options}
      value={value}
      onChange={setValue}
      required={required}
      error={error}
    />
  );
}

function Players() {
  const [value, setValue] = useState("2");
  return (
    <Dropdown
      label="Players"
      options={["1", "2", "3", "4"].map((n) => ({ text: n, value: n, disabled: n === "4" }))}
      value={value}
      onChange={setValue}
    />
  );
}

describe("common translations", () => {
  it("has every key in en, ko and vi, translated", () => {
    expect(missingTranslations(commonResources)).toEqual([]);
    for (const lng of ["ko", "vi"] as const) {
      expect(commonResources[lng].file.choose).not.toBe(commonResources.en.file.choose);
    }
  });
});

describe("kit strings", () => {
  it("come with the kit, even where the app did not register the common namespace", async () => {
    const bare = i18next.createInstance();
    await bare
      .use(initReactI18next)
      .init({ lng: "vi", fallbackLng: "en", resources: {}, partialBundledLanguages: true });
    render(
      <I18nextProvider i18n={bare}>
        <ConfirmDialog open message="?" onConfirm={() => {}} onCancel={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("button", { name: "Có" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Không" })).toBeTruthy();
  });

  it("fill in what an older copy registered first, keeping that copy's own wording", async () => {
    const shared = i18next.createInstance();
    await shared.use(initReactI18next).init({
      lng: "en",
      fallbackLng: "en",
      // What a host built with an older kit put there: the dialog words, no failure texts yet.
      resources: { en: { common: { dialog: { yes: "Yes please", no: "No" } } } },
      partialBundledLanguages: true,
    });
    render(
      <I18nextProvider i18n={shared}>
        <ConfirmDialog open message="?" onConfirm={() => {}} onCancel={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("button", { name: "Yes please" })).toBeTruthy();
    expect(shared.t("common:failure.throttled", { count: 2 })).toBe(
      "Too many attempts. Please wait 2 minutes, then try again.",
    );
  });
});

describe("TextField", () => {
  it("ties the label to the input, marks required fields and announces the error", () => {
    wrap(<TextField label="Email" required error="Invalid email address" defaultValue="" />);
    const input = screen.getByLabelText(/Email/);
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("*")).toBeTruthy();
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });
});

describe("TextArea", () => {
  it("is labelled like a text field, marks a required one and announces the error", () => {
    wrap(<TextArea label="Memo" required error="Too long" defaultValue="" />);
    const area = screen.getByRole("textbox", { name: "Memo" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.getAttribute("aria-required")).toBe("true");
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(area.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });
});

function Certificate({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return <FileField label="Certificate" required file={file} onChange={setFile} error={error} />;
}

describe("FileField", () => {
  it("is labelled and required for assistive tech, shows the chosen name and announces the error", async () => {
    wrap(<Certificate error="Please choose a PDF, PNG or JPEG file." />);
    const input = screen.getByLabelText(/Certificate/);
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect(screen.getByText("No file chosen")).toBeTruthy();
    await userEvent.upload(input, new File(["%PDF"], "scan.pdf", { type: "application/pdf" }));
    expect(screen.getByText("scan.pdf")).toBeTruthy();
  });
});

describe("PhoneField", () => {
  it("keeps digits only", async () => {
    wrap(<Phone />);
    await userEvent.type(screen.getByLabelText("Phone"), "010-12ab34");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("0101234");
  });
});

describe("Modal", () => {
  it("blocks page scroll, traps focus, closes on Escape and on a backdrop click", async () => {
    const user = userEvent.setup();
    wrap(<Harness />);
    await user.click(screen.getByText("open"));
    expect(screen.getByRole("dialog", { name: "Hello" })).toBeTruthy();
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.activeElement).toBe(screen.getByText("first"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText("last"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText("first"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
    expect(document.activeElement).toBe(screen.getByText("open"));

    await user.click(screen.getByText("open"));
    await user.click(screen.getByTestId("modal-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("dialogs", () => {
  it("ConfirmDialog answers Yes or No", async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    wrap(<ConfirmDialog open message="Is a@b.co right?" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await userEvent.click(screen.getByRole("button", { name: "No" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("useAlert shows the message until acknowledged, then goes on with what follows", async () => {
    const afterClose = jest.fn();
    wrap(<Alerting afterClose={afterClose} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "save" }));
    expect(screen.getByRole("dialog", { name: "Saved without the picture." })).toBeTruthy();
    expect(afterClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(afterClose).toHaveBeenCalledTimes(1);
  });

  it("ForbiddenModal shows the server message and one confirm button", async () => {
    const onClose = jest.fn();
    wrap(<ForbiddenModal message="No access to this club" onClose={onClose} />);
    expect(
      screen.getByRole("dialog", { name: "Access denied", description: "No access to this club" }),
    ).toBeTruthy();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe("Dropdown", () => {
  it("opens a list limited to 200px and picks with the keyboard", async () => {
    const user = userEvent.setup();
    wrap(<Country />);
    const trigger = screen.getByLabelText("Country");
    expect(trigger.textContent).toContain("Select");
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    const list = screen.getByRole("listbox");
    expect(getComputedStyle(list).maxHeight).toBe("200px");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.textContent).toContain("South Korea");
    expect(document.activeElement).toBe(trigger);
  });

  it("is a combobox that says it is required and invalid, and names the list it opens", async () => {
    const user = userEvent.setup();
    wrap(<Country required error="Please choose a country." />);
    const combobox = screen.getByRole("combobox", { name: "Country" });
    expect(combobox.getAttribute("aria-required")).toBe("true");
    expect(combobox.getAttribute("aria-invalid")).toBe("true");
    expect(combobox.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    await user.click(combobox);
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(combobox.getAttribute("aria-controls")).toBe(screen.getByRole("listbox", { name: "Country" }).id);
  });

  it("lists a disabled option but does not take it", async () => {
    const user = userEvent.setup();
    wrap(<Players />);
    const combobox = screen.getByRole("combobox", { name: "Players" });
    await user.click(combobox);
    const four = screen.getByRole("option", { name: "4" });
    expect(four.getAttribute("aria-disabled")).toBe("true");
    await user.click(four);
    expect(combobox.textContent).toBe("2");
    await user.keyboard("{End}{Enter}");
    expect(combobox.textContent).toBe("2");
    await user.keyboard("{Escape}");
    await user.click(combobox);
    await user.click(screen.getByRole("option", { name: "3" }));
    expect(combobox.textContent).toBe("3");
  });

  it("picks with the mouse", async () => {
    const user = userEvent.setup();
    wrap(<Country />);
    await user.click(screen.getByLabelText("Country"));
    await user.click(screen.getByRole("option", { name: "Vietnam" }));
    expect(screen.getByLabelText("Country").textContent).toContain("Vietnam");
  });
});
