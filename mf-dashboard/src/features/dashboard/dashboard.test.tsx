import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FakeRoutes, renderScreen } from "test-kit/render-screen";
import { SAMPLE_CLUB_ID, sampleAnswers } from "test-kit/sample-answers";
import { saveFile } from "ui-kit/save-file";
import { DashboardScreen } from "./dashboard-screen";

// Several rounds of requests and clicks each: more than the default on a busy machine.
jest.setTimeout(20_000);

// jsdom cannot follow a download link: the test checks what is handed to the browser instead.
jest.mock("ui-kit/save-file", () => ({ saveFile: jest.fn() }));

const clubId = SAMPLE_CLUB_ID;
const reports = `/api/v1.0/clubs/${clubId}/reports`;
const session = {
  clubId,
  userSession: {
    isBusinessOwner: true,
    isAdmin: false,
    userPermissions: { [clubId]: { DASHBOARD: { read: true, create: false, update: false, delete: false } } },
  },
};

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET /api/v1.0/clubs/${clubId}`]: { status: 200, data: { result: sampleAnswers.getClub } },
    [`GET ${reports}/utilisation`]: { status: 200, data: { result: sampleAnswers.getUtilisationReport } },
    [`GET ${reports}/bookings`]: { status: 200, data: { result: sampleAnswers.getBookingsReport } },
    [`GET ${reports}/revenue`]: { status: 200, data: { result: sampleAnswers.getRevenueReport } },
    [`GET ${reports}/top-customers`]: { status: 200, data: { result: sampleAnswers.getTopCustomersReport } },
    ...extra,
  };
}

const open = (options: { lng?: string; routes?: FakeRoutes } = {}) =>
  renderScreen(DashboardScreen, { route: "/dashboard", session, ...options, routes: routes(options.routes) });

/** The periods asked for, per report. */
const asked = (
  sent: { key: string; config: { params?: { from?: string; to?: string } } }[],
  report: string,
) =>
  sent
    .filter((request) => request.key === `GET ${reports}/${report}`)
    .map((request) => `${request.config.params?.from} ${request.config.params?.to}`);

beforeEach(() => {
  // Noon in Seoul on Wednesday 2026-11-25, still the 25th in UTC: the club's today either way. Only the clock is faked.
  jest.useFakeTimers({
    now: new Date("2026-11-25T03:00:00Z"),
    doNotFake: [
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "setImmediate",
      "clearImmediate",
      "queueMicrotask",
      "nextTick",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "hrtime",
      "performance",
    ],
  });
});
afterEach(() => jest.useRealTimers());

describe("the dashboard", () => {
  it("opens on the last 30 days of the club's today with every report, figures beside the period before", async () => {
    const { sent } = open();
    expect(await screen.findByRole("heading", { name: "Utilisation by hour and weekday" })).toBeTruthy();
    for (const report of ["utilisation", "bookings", "revenue", "top-customers"]) {
      expect(asked(sent, report)).toEqual(["2026-10-27 2026-11-25"]);
    }
    const figures = screen.getByRole("region", { name: "Key figures" });
    expect(within(figures).getByText("31.3%")).toBeTruthy();
    expect(within(figures).getByText("30 of 96 places")).toBeTruthy();
    expect(within(figures).getByText("▲ Up 6.3 pts on the previous period")).toBeTruthy();
    expect(within(figures).getByText("$2,880.00")).toBeTruthy();
    // Bookings (12 against 10) and revenue ($2,880.00 against $2,400.00) both grew by a fifth.
    expect(within(figures).getAllByText("▲ Up 20% on the previous period")).toHaveLength(2);
    expect(within(figures).getByText("11.1%")).toBeTruthy();
    expect(within(figures).getByText("1 of 9 bookings")).toBeTruthy();
    expect(
      screen.getByText(
        "Tue, Nov 24, 2026 – Wed, Nov 25, 2026, compared with Sun, Nov 22, 2026 – Mon, Nov 23, 2026",
      ),
    ).toBeTruthy();
  });

  it("gives every chart a table for screen readers, and shows it on request", async () => {
    const user = userEvent.setup();
    open();
    const heatmap = await screen.findByRole("region", { name: "Utilisation by hour and weekday" });
    // While the chart shows, its table is in the page for screen readers, out of sight.
    const table = within(heatmap).getByRole("table", { name: "Utilisation by hour and weekday" });
    expect(within(table).getByRole("rowheader", { name: "Tuesday 06:00" })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(["33%", "8", "24"]);
    const hidden = table.closest("div[class]") as HTMLElement;
    expect(getComputedStyle(hidden).position).toBe("absolute");
    // Out of sight, it is no stop of the Tab key and no sideways-scrolling region.
    expect(within(heatmap).queryByRole("group")).toBeNull();
    expect(heatmap.querySelector("[tabindex='0']")).toBeNull();
    await user.click(within(heatmap).getByRole("button", { name: "Show as table" }));
    const shown = within(heatmap).getByRole("group", { name: "Utilisation by hour and weekday" });
    expect(shown.getAttribute("tabindex")).toBe("0");
    expect(shown.contains(within(heatmap).getByRole("table"))).toBe(true);
    expect(getComputedStyle(shown.parentElement as HTMLElement).position).not.toBe("absolute");
    expect(within(heatmap).getByRole("button", { name: "Show as chart" })).toBeTruthy();

    const statuses = screen.getByRole("region", { name: "No-shows and cancellations" });
    expect(within(statuses).getAllByText("No-show").length).toBeGreaterThan(0);
    const customers = screen.getByRole("region", { name: "Top customers" });
    expect(within(customers).getByRole("rowheader", { name: "1" })).toBeTruthy();
    expect(within(customers).getByText("Kim Minji")).toBeTruthy();
  });

  it("downloads a chart's report as CSV for the period on screen", async () => {
    const user = userEvent.setup();
    const { sent } = open({
      routes: { [`GET ${reports}/revenue.csv`]: { status: 200, data: new Blob(["date,status\r\n"]) } },
    });
    const revenue = await screen.findByRole("region", { name: "Revenue by day" });
    await user.click(within(revenue).getByRole("button", { name: "Download CSV: Revenue by day" }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), "revenue-2026-11-24-2026-11-25.csv"),
    );
    // The period of the figures on screen (the sample's), whatever was asked for.
    expect(asked(sent, "revenue.csv")).toEqual(["2026-11-24 2026-11-25"]);
  });

  it("asks again for this week (Sunday first), this month, and a custom period once it is valid", async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByRole("heading", { name: "Utilisation by hour and weekday" });
    await user.click(screen.getByRole("radio", { name: "This week" }));
    await user.click(screen.getByRole("radio", { name: "This month" }));
    await waitFor(() =>
      expect(asked(sent, "bookings")).toEqual([
        "2026-10-27 2026-11-25",
        "2026-11-22 2026-11-28",
        "2026-11-01 2026-11-30",
      ]),
    );
    await user.click(screen.getByRole("radio", { name: "Custom" }));
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    expect((from as HTMLInputElement).value).toBe("2026-11-01");
    fireEvent.change(to, { target: { value: "2027-12-01" } });
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("A date range may span at most 366 days.")).toBeTruthy();
    fireEvent.change(to, { target: { value: "2026-10-31" } });
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("The end date must not be before the start date.")).toBeTruthy();
    expect(asked(sent, "bookings")).toHaveLength(3);
    fireEvent.change(from, { target: { value: "2026-09-15" } });
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(asked(sent, "bookings").at(-1)).toBe("2026-09-15 2026-10-31"));
  });

  it("says a period without bookings is empty instead of showing zeros", async () => {
    const none = { bookings: 0, players: 0 };
    const empty = {
      ...sampleAnswers.getBookingsReport,
      total: none,
      byChannel: [],
      byStatus: [],
      days: [],
    };
    open({ routes: { [`GET ${reports}/bookings`]: { status: 200, data: { result: empty } } } });
    expect(
      await screen.findByText(
        "No bookings from Tue, Nov 24, 2026 to Wed, Nov 25, 2026. Choose another period, or come back once golfers have booked.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Key figures" })).toBeNull();
  });

  it("speaks Korean, with numbers, dates and money in Korean formats", async () => {
    open({ lng: "ko" });
    expect(await screen.findByRole("heading", { level: 1, name: "대시보드" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "시간대·요일별 가동률" })).toBeTruthy();
    const figures = screen.getByRole("region", { name: "주요 지표" });
    expect(within(figures).getByText("96자리 중 30명")).toBeTruthy();
    expect(within(figures).getByText("▲ 이전 기간보다 6.3%p 증가")).toBeTruthy();
    expect(screen.getByText(/^2026\. 11\. 24\. \(화\) – /)).toBeTruthy();
  });

  it("sizes a figure to its card, so a seven-figure Korean amount keeps its cents on its line at 1280 px", async () => {
    open({ lng: "ko" });
    await screen.findByRole("heading", { name: "시간대·요일별 가동률" });
    const amount = within(screen.getByRole("region", { name: "주요 지표" })).getByText("US$2,880.00");
    const card = amount.closest("dl > div") as HTMLElement;
    // Measured in Chromium: 9.5% of a 1280 px screen's card (185 px) fits "US$1,075,420.00" on one line.
    expect(getComputedStyle(card).containerType).toBe("inline-size");
    expect(getComputedStyle(amount).fontSize).toBe("clamp(1rem, 9.5cqi, 1.375rem)");
  });

  it("shows a failure with Retry, which asks again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { sent } = open({
      routes: {
        [`GET ${reports}/revenue`]: () =>
          fail
            ? { status: 500, data: { message: "", code: "internal_error" } }
            : { status: 200, data: { result: sampleAnswers.getRevenueReport } },
      },
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Revenue by day" })).toBeTruthy();
    expect(asked(sent, "revenue")).toHaveLength(2);
  });
});
