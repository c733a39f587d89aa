import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import type { Schedule } from "contracts/domains/schedules/schemas";
import { type FakeRoutes, renderScreen } from "test-kit/render-screen";
import { PriceScheduleScreen } from "./price-schedule-screen";

const clubId = "0123456789abcdef01234567";
const base = `/api/v1.0/clubs/${clubId}/schedules`;

const weekdayWindow: Schedule = {
  scheduleId: "a".repeat(24),
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  startTime: "06:00",
  endTime: "16:00",
  weekdays: [1, 2, 3, 4, 5],
  greenFeeId: "f".repeat(24),
  greenFeeName: "Weekday",
  priceKind: "regular",
  priceCents: 18_000,
  status: "public",
};
const info = {
  today: "2026-12-10",
  timeZone: "Asia/Seoul",
  teeUpDay: { first: "06:00", last: "15:30" },
  greenFees: [
    { greenFeeId: "f".repeat(24), name: "Weekday", regularPriceCents: 18_000, additionalPriceCents: 2_500 },
  ],
};

/** Dec 2026: weekdays public, the 12th (Saturday) hidden, the 18th both; other months empty. */
function statusOf(date: string) {
  if (!date.startsWith("2026-12")) return 0;
  if (date === "2026-12-12") return 2;
  if (date === "2026-12-18") return 3;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 0 : 1;
}

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET ${base}`]: { status: 200, data: { result: { ...info, list: [weekdayWindow] } } },
    "GET /api/v1.0/schedule/status/list": (config: InternalAxiosRequestConfig) => ({
      status: 200,
      data: { result: String(config.params.dates).split(",").map(statusOf) },
    }),
    [`GET ${base}/day`]: (config: InternalAxiosRequestConfig) => ({
      status: 200,
      data: { result: { date: config.params.date, windows: [weekdayWindow] } },
    }),
    ...extra,
  };
}

const owner = {
  clubId,
  userSession: {
    isBusinessOwner: true,
    isAdmin: false,
    userPermissions: { [clubId]: { SCHEDULE: { read: true, create: true, update: true, delete: true } } },
  },
};
const reader = {
  clubId,
  userSession: {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { SCHEDULE: { read: true, create: false, update: false, delete: false } } },
  },
};

/** The header texts a wide screen shows (a phone shows the narrow twin instead). */
const headerTexts = () => screen.getAllByRole("columnheader").map((h) => h.firstElementChild?.textContent);

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);

describe("the price schedule calendar", () => {
  it("shows the club's month Sunday first, days coloured by the status call, and prices", async () => {
    const { sent } = renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      routes: routes(),
      session: owner,
    });
    expect(await screen.findByRole("heading", { name: "December 2026" })).toBeTruthy();
    expect(headerTexts()).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    await waitFor(() => expect(day("2026-12-12")?.dataset.status).toBe("2"));
    expect(day("2026-12-10")?.dataset.status).toBe("1");
    expect(day("2026-12-18")?.dataset.status).toBe("3");
    expect(day("2026-12-13")?.dataset.status).toBe("0");
    expect(day("2026-12-10")?.getAttribute("aria-current")).toBe("date");
    expect(day("2026-12-10")?.textContent).toContain("$180.00");
    expect(screen.getByRole("button", { name: "Thu, Dec 10, 2026, Scheduled (Public), $180.00" })).toBe(
      day("2026-12-10"),
    );
    // The grid of Dec 2026 runs from Sunday Nov 29 to Saturday Jan 2: 35 dates, asked in order.
    const asked = sent.find((r) => r.key === "GET /api/v1.0/schedule/status/list")?.config.params;
    expect(asked.clubId).toBe(clubId);
    expect(asked.dates.split(",")).toHaveLength(35);
    expect(asked.dates.startsWith("2026-11-29,2026-11-30,2026-12-01")).toBe(true);
  });

  it("selects a day and shows its windows; a second day makes a range either way round", async () => {
    const user = userEvent.setup();
    renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      routes: routes(),
      session: owner,
    });
    await waitFor(() => expect(day("2026-12-15")).toBeTruthy());
    await user.click(day("2026-12-15") as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Schedule of Tue, Dec 15, 2026" })).toBeTruthy();
    expect(screen.getByText("06:00–16:00")).toBeTruthy();
    await user.click(day("2026-12-11") as HTMLElement);
    expect(screen.getByTestId("selection").textContent).toBe(
      "Fri, Dec 11, 2026 – Tue, Dec 15, 2026 (5 days)",
    );
    for (const date of ["2026-12-11", "2026-12-13", "2026-12-15"]) {
      expect(day(date)?.closest("td")?.getAttribute("aria-selected")).toBe("true");
    }
    expect(day("2026-12-16")?.closest("td")?.getAttribute("aria-selected")).toBe("false");
  });

  it("Modify sends the selected range and reloads the colours; a failure says 'Failed to modify schedule!'", async () => {
    const user = userEvent.setup();
    let fail = false;
    const { sent } = renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      session: owner,
      routes: routes({
        [`POST ${base}/modify`]: () =>
          fail
            ? { status: 422, data: { code: "schedule_required", message: "Please setting schedule first" } }
            : { status: 200, data: { result: { list: [] } } },
      }),
    });
    await waitFor(() => expect(day("2026-12-14")).toBeTruthy());
    await user.click(day("2026-12-16") as HTMLElement);
    await user.click(day("2026-12-14") as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Modify" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "Hidden" }));
    const before = sent.filter((r) => r.key.includes("status/list")).length;
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.filter((r) => r.key.includes("status/list")).length).toBe(before + 1));
    expect(sent.find((r) => r.key === `POST ${base}/modify`)?.body).toEqual({
      from: "2026-12-14",
      to: "2026-12-16",
      status: "hidden",
    });

    fail = true;
    await user.click(screen.getByRole("button", { name: "Modify" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("checkbox"));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("dialog", { name: "Failed to modify schedule!" });
    expect(within(alert).getByText("Please setting schedule first")).toBeTruthy();
  }, 15_000);

  it("by keyboard: arrows move, Enter selects, Page Down changes month", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      routes: routes(),
      session: owner,
    });
    await waitFor(() => expect(day("2026-12-10")?.tabIndex).toBe(0));
    (day("2026-12-10") as HTMLElement).focus();
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(document.activeElement).toBe(day("2026-12-18"));
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Schedule of Fri, Dec 18, 2026" })).toBeTruthy();
    await user.keyboard("{PageDown}");
    expect(await screen.findByRole("heading", { name: "January 2027" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(day("2027-01-18")));
    const last = sent.filter((r) => r.key.includes("status/list")).at(-1)?.config.params.dates as string;
    expect(last.split(",")[0]).toBe("2026-12-27");
    await user.keyboard("{PageUp}{PageUp}");
    expect(await screen.findByRole("heading", { name: "November 2026" })).toBeTruthy();
  });

  it("paging and Today", async () => {
    const user = userEvent.setup();
    renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      routes: routes(),
      session: owner,
    });
    await screen.findByRole("heading", { name: "December 2026" });
    await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("heading", { name: "February 2027" })).toBeTruthy();
    // February 2027 starts on a Monday and fits in four weeks plus one: 5 rows of 7.
    expect(screen.getAllByRole("row")).toHaveLength(1 + 5);
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(screen.getByRole("heading", { name: "December 2026" })).toBeTruthy();
  });

  it("a user who may only read sees no Modify and no Add", async () => {
    renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      routes: routes(),
      session: reader,
    });
    await screen.findByRole("heading", { name: "December 2026" });
    expect(screen.queryByRole("button", { name: "Modify" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add schedule" })).toBeNull();
  });

  it("speaks Korean and Vietnamese: headers, legend and month", async () => {
    const { i18n } = renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      routes: routes(),
      session: owner,
      lng: "ko",
    });
    expect(await screen.findByRole("heading", { name: "2026년 12월" })).toBeTruthy();
    expect(headerTexts()).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    expect(screen.getByText("예정 (공개)")).toBeTruthy();
    await act(() => i18n.changeLanguage("vi"));
    expect(screen.getByText("Đã lên lịch (Ẩn)")).toBeTruthy();
    expect(headerTexts()[0]).toBe("CN");
    // The long Vietnamese month may wrap between ‹ and › rather than push › past a phone's edge.
    const month = screen.getByRole("heading", { name: "tháng 12 năm 2026" });
    expect(getComputedStyle(month).whiteSpace).not.toBe("nowrap");
  });

  it("keeps a Vietnamese price and its sign on one line, even in a phone's narrow day", async () => {
    renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      routes: routes(),
      session: owner,
      lng: "vi",
    });
    await waitFor(() => expect(day("2026-12-10")?.textContent).toContain("180\u00a0$"));
    const compact = within(day("2026-12-10") as HTMLElement).getByText("180\u00a0$", {
      normalizer: (text) => text,
    });
    const price = compact.parentElement as HTMLElement;
    expect(price.textContent).toContain("180,00\u00a0US$");
    expect(getComputedStyle(price).whiteSpace).toBe("nowrap");
  });
});

describe("a failed load", () => {
  it("says so instead of an empty calendar", async () => {
    renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      session: owner,
      routes: { [`GET ${base}`]: { status: 0 } },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("The schedule could not be loaded.");
    expect(screen.queryByRole("grid")).toBeNull();
  });
});

describe("a month whose colours fail to load", () => {
  it("keeps the calendar, says so with Retry, and Retry asks again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const view = renderScreen(PriceScheduleScreen, {
      route: "/price-schedule",
      session: owner,
      routes: routes({
        "GET /api/v1.0/schedule/status/list": (config: InternalAxiosRequestConfig) =>
          ++calls === 1
            ? { status: 500, data: {} }
            : {
                status: 200,
                data: { result: String(config.params.dates).split(",").map(statusOf) },
              },
      }),
    });
    expect((await screen.findByRole("alert")).textContent).toBe("The schedule could not be loaded.");
    expect(screen.getByRole("grid")).toBeTruthy();
    expect(view.failures).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(day("2026-12-12")?.dataset.status).toBe("2"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
