import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TeeSheet } from "contracts/domains/reservations/schemas";
import type { DeskWaitlist, DeskWaitlistEntry } from "contracts/domains/waitlist/schemas";
import { renderScreen } from "test-kit/render-screen";
import { TeeSheetScreen } from "../tee-sheet-screen";

const clubId = "0123456789abcdef01234567";
const east = "c".repeat(24);
const west = "d".repeat(24);
const session = {
  clubId,
  userSession: {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { RESERVATION: { read: true, create: true, update: true, delete: false } } },
  },
};

const time = (teeTime: string, playersBooked: number) => ({
  teeTime,
  capacity: 4,
  playersBooked,
  sale: "online" as const,
  pricePerPlayerCents: 15_000,
  reservations: [],
  places: [],
});

const sheet: TeeSheet = {
  date: "2026-12-10",
  today: "2026-12-10",
  scheduled: true,
  minPlayers: 1,
  phoneCode: "82",
  timeZone: "Asia/Seoul",
  courses: [
    { courseId: east, name: "East", teeTimes: [time("07:00", 3), time("07:10", 0), time("09:00", 0)] },
    { courseId: west, name: "West", teeTimes: [time("07:00", 0)] },
  ],
  takings: { cash: 0, card: 0, voucher: 0, total: 0 },
};

const entry = (overrides: Partial<DeskWaitlistEntry>): DeskWaitlistEntry => ({
  entryId: "e".repeat(24),
  state: "waiting",
  source: "online",
  name: "Park Ji-won",
  phoneCode: "82",
  phoneNumber: "1034567890",
  email: "jiwon@example.com",
  date: "2026-12-10",
  from: "07:00",
  to: "08:00",
  courseId: east,
  players: 2,
  position: 1,
  offer: null,
  createdAt: "2026-12-01T00:00:00.000Z",
  ...overrides,
});

const first = entry({});
const second = entry({
  entryId: "f".repeat(24),
  name: "Lê Minh",
  position: 2,
  courseId: null,
  from: "09:00",
  to: "10:00",
});
const heldAtWest = {
  reservationId: "b".repeat(24),
  courseId: west,
  courseName: "West",
  teeTime: "07:00",
  expiresAt: "2026-12-09T22:25:00.000Z",
};
const called = entry({
  entryId: "a".repeat(24),
  name: "Kim Soo",
  source: "desk",
  email: null,
  state: "offered",
  position: null,
  offer: heldAtWest,
});
const gone = entry({ entryId: "9".repeat(24), name: "Tran Thu", state: "left", position: null });
const day: DeskWaitlist = { date: "2026-12-10", entries: [first, second, called, gone] };

const base = `/api/v1.0/clubs/${clubId}`;
const listKey = `GET ${base}/waitlist`;

function open(routes: Parameters<typeof renderScreen>[1]["routes"] = {}, lng = "en") {
  return renderScreen(TeeSheetScreen, {
    route: "/reservation-table",
    session,
    lng,
    routes: {
      "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
      [`GET ${base}/tee-sheet`]: { status: 200, data: { result: sheet } },
      [listKey]: { status: 200, data: { result: day } },
      ...routes,
    },
  });
}

const panel = async () => screen.findByTestId("desk-waitlist");

describe("the desk's waitlist beside the tee sheet", () => {
  it("lists the line in order with contacts, the offers to phone, and how many wait under each time", async () => {
    const { sent } = open();
    const side = await panel();
    await within(side).findByText("2 parties waiting");
    expect(sent.find((r) => r.key === listKey)?.config.params).toEqual({ date: "2026-12-10" });
    const rows = within(side).getAllByTestId("waitlist-entry");
    expect(rows[0]?.textContent).toContain("No. 1 · Park Ji-won · 2 players");
    expect(rows[0]?.textContent).toContain("07:00–08:00 · East · Waiting · Online");
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "+82 1034567890" })
        .getAttribute("href"),
    ).toBe("tel:+821034567890");
    expect(rows[1]?.textContent).toContain("No. 2 · Lê Minh");
    // The desk's caller without an email: the desk phones them about the held places (07:25 at the club).
    const toCall = within(side).getByRole("list", { name: "To call" });
    expect(toCall.textContent).toBe(
      "Call Kim Soo on +82 1034567890: 07:00 · West is held for them until 07:25. Call",
    );
    expect(within(toCall).getByRole("link", { name: "Call" }).getAttribute("href")).toBe("tel:+821034567890");
    // The entry that left is kept out of the line, under the earlier entries.
    expect(within(side).getByText("1 earlier entry")).toBeTruthy();
    // Park waits for 07:00–08:00 on East; Lê for 09:00 on any course.
    const row = (teeTime: string) => screen.getByRole("rowheader", { name: new RegExp(`^${teeTime}`) });
    expect(row("07:00").textContent).toContain("1 waiting");
    expect(row("07:10").textContent).toContain("1 waiting");
    expect(row("09:00").textContent).toContain("1 waiting");
  });

  it("offers a waiting party by hand one of the times it fits in, and says what is held", async () => {
    const user = userEvent.setup();
    const offered = entry({
      state: "offered",
      position: null,
      offer: { ...heldAtWest, courseId: east, courseName: "East", teeTime: "07:10" },
    });
    const offerKey = `POST ${base}/waitlist/${first.entryId}/offer`;
    const { sent } = open({ [offerKey]: { status: 200, data: { result: offered } } });
    const side = await panel();
    const [row] = await within(side).findAllByTestId("waitlist-entry");
    await user.click(within(row as HTMLElement).getByRole("button", { name: "Offer a tee time…" }));
    const dialog = await screen.findByRole("dialog", { name: "Offer Park Ji-won a tee time" });
    // 07:00 East has one place left for a party of two, 09:00 is outside the window, West is another course.
    await user.click(within(dialog).getByRole("combobox", { name: "Tee time" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["07:10 · East"]);
    await user.click(screen.getByRole("option", { name: "07:10 · East" }));
    await user.click(within(dialog).getByRole("button", { name: "Offer" }));
    await waitFor(() =>
      expect(sent.find((r) => r.key === offerKey)?.body).toEqual({ courseId: east, teeTime: "07:10" }),
    );
    expect(await within(side).findByText("07:10 · East is held for Park Ji-won until 07:25.")).toBeTruthy();
  });

  it("adds a phone caller without an email, and refuses a bad email in words without sending", async () => {
    const user = userEvent.setup();
    const addKey = `POST ${base}/waitlist`;
    const added = entry({ entryId: "1".repeat(24), name: "Choi Yuna", source: "desk", email: null });
    const { sent } = open({ [addKey]: { status: 201, data: { result: added } } });
    const side = await panel();
    await user.click(within(side).getByRole("button", { name: "Add to waitlist" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a caller to the waitlist" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Choi Yuna");
    await user.type(within(dialog).getByRole("textbox", { name: /^Phone/ }), "1098765432");
    await user.type(within(dialog).getByRole("textbox", { name: /^Email/ }), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Add to waitlist" }));
    expect(await within(dialog).findByText(/valid email/i)).toBeTruthy();
    expect(sent.some((r) => r.key === addKey)).toBe(false);
    await user.clear(within(dialog).getByRole("textbox", { name: /^Email/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add to waitlist" }));
    await waitFor(() =>
      expect(sent.find((r) => r.key === addKey)?.body).toEqual({
        date: "2026-12-10",
        from: "07:00",
        to: "12:00",
        courseId: null,
        players: 2,
        name: "Choi Yuna",
        phoneCode: "82",
        phoneNumber: "1098765432",
        email: null,
      }),
    );
    expect(await within(side).findByText("Choi Yuna is on the waitlist.")).toBeTruthy();
  });

  it("takes an entry off the line after asking", async () => {
    const user = userEvent.setup();
    const removeKey = `DELETE ${base}/waitlist/${second.entryId}`;
    const { sent } = open({ [removeKey]: { status: 200, data: { result: { ...second, state: "left" } } } });
    const side = await panel();
    const rows = await within(side).findAllByTestId("waitlist-entry");
    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "Keep" }));
    expect(sent.some((r) => r.key === removeKey)).toBe(false);
    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "Yes, remove" }));
    await waitFor(() => expect(sent.some((r) => r.key === removeKey)).toBe(true));
    expect(await within(side).findByText("Lê Minh was taken off the waitlist.")).toBeTruthy();
  });

  it("speaks Korean and Vietnamese", async () => {
    open({}, "ko");
    expect(await within(await panel()).findByText("2팀 대기 중")).toBeTruthy();
  });
});
