import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import { Legend } from "./legend";
import { MonthCalendar } from "./month-calendar";
import { ScrollPicker } from "./scroll-picker";
import { SegmentedToggle } from "./segmented-toggle";
import { TimePicker } from "./time-picker";

const i18n = createTestI18n();
const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

function Toggle() {
  const [value, setValue] = useState<"public" | "hidden">("public");
  return (
    <SegmentedToggle
      label="Status"
      value={value}
      onChange={setValue}
      options={[
        { value: "public", text: "Public" },
        { value: "hidden", text: "Hidden" },
      ]}
    />
  );
}

function Hours() {
  const [value, setValue] = useState(22);
  return <ScrollPicker label="Hour" values={[...Array(24).keys()]} value={value} onChange={setValue} />;
}

function Time() {
  const [value, setValue] = useState("07:45");
  return <TimePicker label="Start" value={value} onChange={setValue} />;
}

describe("segmented toggle", () => {
  it("wraps its segments onto another row on a narrow screen, each label whole on one line", () => {
    wrap(<Toggle />);
    const group = screen.getByRole("radiogroup", { name: "Status" });
    expect(getComputedStyle(group).flexWrap).toBe("wrap");
    expect(getComputedStyle(group).maxWidth).toBe("100%");
    for (const segment of screen.getAllByRole("radio"))
      expect(getComputedStyle(segment).whiteSpace).toBe("nowrap");
  });

  it("has one active segment; arrows move it and wrap around", async () => {
    const user = userEvent.setup();
    wrap(<Toggle />);
    const publicSegment = screen.getByRole("radio", { name: "Public" });
    expect(publicSegment.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: "Hidden" }).tabIndex).toBe(-1);
    publicSegment.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Hidden" }).getAttribute("aria-checked")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Hidden" }));
    await user.keyboard("{ArrowRight}");
    expect(publicSegment.getAttribute("aria-checked")).toBe("true");
  });
});

describe("scroll picker", () => {
  it("keys move the choice within the values, never past either end", async () => {
    const user = userEvent.setup();
    wrap(<Hours />);
    const wheel = screen.getByRole("listbox", { name: "Hour" });
    wheel.focus();
    const selected = () => screen.getByRole("option", { selected: true }).textContent;
    await user.keyboard("{ArrowDown}");
    expect(selected()).toBe("23");
    await user.keyboard("{ArrowDown}");
    expect(selected()).toBe("23");
    await user.keyboard("{PageUp}");
    expect(selected()).toBe("18");
    await user.keyboard("{Home}");
    expect(selected()).toBe("0");
  });
});

describe("time picker", () => {
  it("shows HH:MM and opens on the current value; Escape discards the choice", async () => {
    const user = userEvent.setup();
    wrap(<Time />);
    const field = screen.getByRole("button", { name: "Start" });
    expect(field.textContent).toBe("07:45");
    await user.click(field);
    expect(
      screen.getByRole("listbox", { name: "Hour" }).querySelector("[aria-selected=true]")?.textContent,
    ).toBe("07");
    await user.click(screen.getAllByRole("option", { name: "10" })[0] as HTMLElement);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(field.textContent).toBe("07:45");
  });
});

describe("legend", () => {
  it("lists its entries by label", () => {
    wrap(
      <Legend
        label="Legend"
        entries={[
          { label: "Scheduled (Public)", swatch: "#0f0" },
          { label: "Selected", swatch: "#fff", border: "#00f" },
        ]}
      />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Scheduled (Public)",
      "Selected",
    ]);
  });
});

function Calendar() {
  return (
    <MonthCalendar
      month={{ year: 2026, month: 12 }}
      label="December 2026"
      focusDate="2026-12-10"
      onFocusDate={() => {}}
      onSelect={() => {}}
      isSelected={() => false}
      dayLabel={(day) => `${day.date}, $180.00`}
      dayBackground={() => "#c9f2d9"}
      dayContent={() => "$180.00"}
    />
  );
}

describe("month calendar", () => {
  it("names each day by its label, which holds everything the day shows", () => {
    wrap(<Calendar />);
    const day = screen.getByRole("button", { name: "2026-12-10, $180.00" });
    expect(day.getAttribute("aria-label")).toBeNull();
    expect(day.textContent).toContain("10");
    expect(day.textContent).toContain("$180.00");
  });

  it("greys a day of another month by a grey number that stays readable, not by making the day translucent", () => {
    wrap(<Calendar />);
    const inMonth = getComputedStyle(screen.getByRole("button", { name: "2026-12-10, $180.00" }));
    const outside = getComputedStyle(screen.getByRole("button", { name: "2026-11-29, $180.00" }));
    expect(outside.opacity).toBe(inMonth.opacity);
    expect(inMonth.color).toBe("rgb(29, 41, 57)");
    expect(outside.color).toBe("rgb(71, 84, 103)");
  });
});
