import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { useState } from "react";
import { renderScreen } from "test-kit/render-screen";
import { RateCalendar } from "./rate-calendar";

const clubId = "0123456789abcdef01234567";
const statsKey = "GET /api/v1.0/reservation/stats";

/** The calendar as a screen uses it: the picked date comes back as the chosen one. */
function Picker() {
  const [date, setDate] = useState("2026-12-10");
  return (
    <>
      <RateCalendar date={date} onPick={setDate} />
      <output data-testid="picked">{date}</output>
    </>
  );
}

const open = (lng = "en") =>
  renderScreen(Picker, {
    route: "/reservation",
    session: { clubId },
    lng,
    routes: {
      // The 10th nearly full, the 11th half booked, the rest empty.
      [statsKey]: (config: InternalAxiosRequestConfig) => ({
        status: 200,
        data: {
          result: String(config.params.dates)
            .split(",")
            .map((date) => ({ date, rate: date === "2026-12-10" ? 0.9 : date === "2026-12-11" ? 0.5 : 0 })),
        },
      }),
    },
  });

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);

describe("the rate calendar", () => {
  it("shows the month Sunday first in the user's language, each day coloured and named by its booking rate", async () => {
    open("ko");
    const grid = await screen.findByRole("grid");
    expect(screen.getAllByRole("columnheader").map((h) => h.firstElementChild?.textContent)).toEqual([
      "일",
      "월",
      "화",
      "수",
      "목",
      "금",
      "토",
    ]);
    expect(grid.getAttribute("aria-label")).toContain("2026년 12월");
    await waitFor(() => expect(day("2026-12-10")?.dataset.rate).toBe("0"));
    expect(day("2026-12-11")?.dataset.rate).toBe("1");
    expect(day("2026-12-12")?.dataset.rate).toBe("3");
    expect(screen.getByRole("button", { name: "2026-12-10: 90%" })).toBe(day("2026-12-10"));
    expect(day("2026-12-10")?.closest("td")?.getAttribute("aria-selected")).toBe("true");
  });

  it("names the weekdays in a small cell's three letters: Vietnamese CN, T2 … T7", async () => {
    open("vi");
    await screen.findByRole("grid");
    expect(screen.getAllByRole("columnheader").map((h) => h.firstElementChild?.textContent)).toEqual([
      "CN",
      "T2",
      "T3",
      "T4",
      "T5",
      "T6",
      "T7",
    ]);
  });

  it("by keyboard: arrows move, Enter picks, Page Down shows the next month and asks its rates", async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await waitFor(() => expect(day("2026-12-10")?.tabIndex).toBe(0));
    (day("2026-12-10") as HTMLElement).focus();
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(document.activeElement).toBe(day("2026-12-18"));
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("picked").textContent).toBe("2026-12-18");
    await user.keyboard("{PageDown}");
    // The month header in the user's language, not the raw "2027-01".
    expect(await screen.findByText("January 2027")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(day("2027-01-01")));
    const asked = sent.filter((r) => r.key === statsKey).at(-1)?.config.params.dates as string;
    expect(asked.split(",")[0]).toBe("2026-12-27");
  });
});
