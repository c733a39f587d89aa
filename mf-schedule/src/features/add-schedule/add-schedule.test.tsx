import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FakeRoutes, landedOn, renderScreen } from "test-kit/render-screen";
import { SCROLL_PICKER_DEBOUNCE_MS, SCROLL_PICKER_ITEM_PX } from "ui-kit/scroll-picker";
import { AddScheduleScreen } from "./add-schedule-screen";

const clubId = "0123456789abcdef01234567";
const base = `/api/v1.0/clubs/${clubId}/schedules`;
const feeId = "f".repeat(24);
const info = {
  today: "2026-12-10",
  timeZone: "Asia/Seoul",
  teeUpDay: { first: "06:00", last: "15:30" },
  greenFees: [{ greenFeeId: feeId, name: "Weekday", regularPriceCents: 18_000, additionalPriceCents: 2_500 }],
  list: [],
};
const session = (create: boolean) => ({
  clubId,
  userSession: {
    isBusinessOwner: true,
    isAdmin: false,
    userPermissions: { [clubId]: { SCHEDULE: { read: true, create, update: create, delete: create } } },
  },
});
const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  [`GET ${base}`]: { status: 200, data: { result: info } },
  ...extra,
});

async function chooseFee(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("combobox", { name: /Green fee/ }));
  await user.click(screen.getByRole("option", { name: /Weekday/ }));
}

describe("/add-schedule", () => {
  it("starts on the club's today and tee-up day, sends what was chosen, and returns to the calendar", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(AddScheduleScreen, {
      route: "/add-schedule",
      session: session(true),
      routes: routes({ [`POST ${base}`]: { status: 201, data: { result: {} } } }),
    });
    const start = (await screen.findByLabelText(/Start date/)) as HTMLInputElement;
    expect(start.value).toBe("2026-12-10");
    expect(screen.getByRole("button", { name: /Start time/ }).textContent).toBe("06:00");
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: "2026-12-20" } });
    await user.click(screen.getByRole("checkbox", { name: "Sunday" }));
    await user.click(screen.getByRole("checkbox", { name: "Saturday" }));
    await chooseFee(user);
    await user.click(screen.getByRole("radio", { name: "Additional price" }));
    await user.click(screen.getByRole("radio", { name: "Hidden" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/price-schedule");
    expect(sent.find((r) => r.key === `POST ${base}`)?.body).toEqual({
      startDate: "2026-12-10",
      endDate: "2026-12-20",
      startTime: "06:00",
      endTime: "15:30",
      weekdays: [1, 2, 3, 4, 5],
      greenFeeId: feeId,
      priceKind: "additional",
      status: "hidden",
    });
  });

  it("the time picker: OK applies the scrolled choice, Cancel discards it", async () => {
    const user = userEvent.setup();
    renderScreen(AddScheduleScreen, {
      route: "/add-schedule",
      session: session(true),
      routes: routes(),
    });
    const trigger = await screen.findByRole("button", { name: /End time/ });
    await user.click(trigger);
    let dialog = screen.getByRole("dialog", { name: "End time" });
    await user.click(
      within(within(dialog).getByRole("listbox", { name: "Hour" })).getByRole("option", { name: "09" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(trigger.textContent).toBe("15:30");

    await user.click(trigger);
    dialog = screen.getByRole("dialog", { name: "End time" });
    const minutes = within(dialog).getByRole("listbox", { name: "Minute" });
    // A scroll that settles on the fifth row (50px each) picks minute 05 once scrolling has stopped for 100 ms.
    jest.useFakeTimers();
    try {
      minutes.scrollTop = 5 * SCROLL_PICKER_ITEM_PX;
      fireEvent.scroll(minutes);
      act(() => jest.advanceTimersByTime(SCROLL_PICKER_DEBOUNCE_MS - 1));
      expect(within(minutes).getByRole("option", { selected: true }).textContent).toBe("30");
      act(() => jest.advanceTimersByTime(1));
      expect(within(minutes).getByRole("option", { selected: true }).textContent).toBe("05");
    } finally {
      jest.useRealTimers();
    }
    const hours = within(dialog).getByRole("listbox", { name: "Hour" });
    hours.focus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(trigger.textContent).toBe("13:05");
  });

  it("field messages: times in order, within the tee-up day, at least one weekday", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(AddScheduleScreen, {
      route: "/add-schedule",
      session: session(true),
      routes: routes(),
    });
    const endTime = await screen.findByRole("button", { name: /End time/ });
    await user.click(endTime);
    const hour = within(screen.getByRole("dialog")).getByRole("listbox", { name: "Hour" });
    await user.click(within(hour).getByRole("option", { name: "05" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "OK" }));
    for (const day of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      await user.click(screen.getByRole("checkbox", { name: day }));
    }
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      screen.getByText("The start and end times are invalid: the start time must be before the end time."),
    ).toBeTruthy();
    expect(screen.getByText("Please choose at least one day of the week.")).toBeTruthy();
    expect(sent.some((r) => r.key.startsWith("POST"))).toBe(false);
  });

  it("an overlap refusal names the clashing dates", async () => {
    const user = userEvent.setup();
    const message =
      "This schedule overlaps another schedule of the club on the same dates and times. (2026-12-01 – 2026-12-31, 06:00–16:00)";
    renderScreen(AddScheduleScreen, {
      route: "/add-schedule",
      session: session(true),
      routes: routes({ [`POST ${base}`]: { status: 409, data: { code: "schedule_overlap", message } } }),
    });
    await screen.findByLabelText(/Start date/);
    await chooseFee(user);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("dialog").textContent).toContain("2026-12-01 – 2026-12-31"));
  });

  it("a user who may not add schedules is told so", async () => {
    renderScreen(AddScheduleScreen, {
      route: "/add-schedule",
      session: session(false),
      routes: routes(),
    });
    expect(screen.getByText("You do not have permission to add schedules.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
