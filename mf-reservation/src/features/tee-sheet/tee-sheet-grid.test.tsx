import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Reservation, TeeSheet } from "contracts/domains/reservations/schemas";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { PARTY_DRAG_TYPE } from "./place-cell";
import { TeeSheetScreen } from "./tee-sheet-screen";

const clubId = "0123456789abcdef01234567";
const courseId = "c".repeat(24);
const session = {
  clubId,
  userSession: {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { RESERVATION: { read: true, create: true, update: true, delete: false } } },
  },
};
const party: Reservation = {
  reservationId: "a".repeat(24),
  reference: "K7QM-MXR4-2HBT-9WDZ-PLC6",
  date: "2026-12-10",
  courseId,
  courseName: "East",
  teeTime: "07:10",
  name: "Nguyễn Văn An",
  phoneCode: "84",
  phoneNumber: "0901234567",
  email: null,
  players: 3,
  cart: false,
  caddie: false,
  totalPriceCents: 45_000,
  memo: "",
  status: "reserved",
  type: "offline",
  customerId: "f".repeat(24),
  customer: { name: "Nguyễn Văn An", tierName: "Gold" },
  holdExpiresAt: null,
  version: 4,
  guests: [
    { place: 1, name: null, checkedInAt: null },
    { place: 2, name: null, checkedInAt: "2026-12-09T22:00:00.000Z" },
    { place: 3, name: null, checkedInAt: null },
  ],
  payments: [
    {
      paymentId: "b".repeat(24),
      amountCents: 10_000,
      method: "cash",
      day: "2026-12-10",
      paidAt: "2026-12-09T22:00:00.000Z",
      paidBy: "staff@example.com",
      voidedAt: null,
      voidedBy: null,
    },
  ],
  paidCents: 10_000,
  paymentState: "partlyPaid",
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
};
const noShow: Reservation = {
  ...party,
  reservationId: "d".repeat(24),
  teeTime: "07:00",
  name: "Trần Thị Bích",
  players: 1,
  status: "noshow",
  type: "online",
  customerId: null,
  customer: null,
  version: 1,
  guests: [{ place: 1, name: null, checkedInAt: null }],
  payments: [],
  paidCents: 0,
  paymentState: "unpaid",
};

const placesOf = (r: Reservation) =>
  r.guests.map((g) => ({
    reservationId: r.reservationId,
    version: r.version,
    place: g.place,
    name: g.place === 1 ? r.name : g.name,
    tierName: r.customer?.tierName ?? null,
    type: r.type,
    status: r.status,
    checkedInAt: g.checkedInAt,
    paymentState: r.paymentState,
    holdExpiresAt: r.holdExpiresAt,
  }));

const time = (teeTime: string, booked: Reservation[]) => ({
  teeTime,
  capacity: 4,
  playersBooked: booked.reduce((sum, r) => sum + r.players, 0),
  sale: "online" as const,
  pricePerPlayerCents: 15_000,
  reservations: booked.map((r) => ({ ...r })),
  places: booked.flatMap(placesOf),
});

const sheet = (): TeeSheet => ({
  date: "2026-12-10",
  today: "2026-12-10",
  scheduled: true,
  minPlayers: 1,
  phoneCode: "82",
  timeZone: "Asia/Seoul",
  courses: [
    {
      courseId,
      name: "East",
      teeTimes: [time("07:00", [noShow]), time("07:10", [party]), time("07:20", [])],
    },
  ],
  takings: { cash: 10_000, card: 0, voucher: 0, total: 10_000 },
});

const sheetKey = `GET /api/v1.0/clubs/${clubId}/tee-sheet`;
const base = `/api/v1.0/clubs/${clubId}/reservations/${party.reservationId}`;
const statsRoute = { "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } } };

function open(routes: Parameters<typeof renderScreen>[1]["routes"] = {}) {
  return renderScreen(TeeSheetScreen, {
    route: "/reservation-table",
    session,
    routes: { ...statsRoute, [sheetKey]: { status: 200, data: { result: sheet() } }, ...routes },
  });
}

/** Opens the dropdown named `name` and chooses `option`. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole("combobox", { name }));
  await user.click(screen.getByRole("option", { name: option }));
}

const sheetReads = (sent: { key: string }[]) => sent.filter((r) => r.key === sheetKey).length;

beforeEach(() => {
  // 07:12 at the club (Seoul): the 07:10 tee time is the current one, 07:00 is past.
  jest.spyOn(Date, "now").mockReturnValue(Date.parse("2026-12-09T22:12:00.000Z"));
});
afterEach(() => jest.restoreAllMocks());

describe("/reservation-table grid of places", () => {
  it("shows each player's place: the booker's name, Guest N, tier, check-in, payment and no-show", async () => {
    open();
    const booker = await screen.findByRole("button", { name: /^Nguyễn Văn An/ });
    expect(booker.textContent).toBe("Nguyễn Văn An · GoldPartly paid");
    const second = screen.getByRole("button", { name: /^Guest 2/ });
    expect(within(second).getByText("Checked in")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Guest 3/ })).toBeTruthy();
    expect(booker.closest("td")?.getAttribute("data-tone")).toBe("offline");
    const absent = screen.getByRole("button", { name: /^Trần Thị Bích/ });
    expect(within(absent).getByText("No-show")).toBeTruthy();
    expect(absent.closest("td")?.getAttribute("data-tone")).toBe("online");
    // One place left at 07:10, four at 07:20.
    expect(screen.getAllByRole("button", { name: "Open Spot (1 place)" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Open Spot (4 places)" })).toHaveLength(4);
    // Each tee time sold online says so in the spec's word, blue and bold.
    const sold = screen.getAllByText("Available");
    expect(sold).toHaveLength(3);
    expect(getComputedStyle(sold[0] as HTMLElement).fontWeight).toBe("700");
  });

  it("dims the past tee times and marks the current one", async () => {
    open();
    await screen.findByRole("button", { name: /^Nguyễn Văn An/ });
    const row = (teeTime: string) =>
      screen.getByRole("rowheader", { name: new RegExp(`^${teeTime}`) }).closest("tr");
    expect(row("07:00")?.hasAttribute("data-past")).toBe(true);
    expect(row("07:10")?.getAttribute("aria-current")).toBe("time");
    expect(row("07:10")?.hasAttribute("data-past")).toBe(false);
    expect(within(row("07:10") as HTMLElement).getByText("Now")).toBeTruthy();
    expect(row("07:20")?.hasAttribute("data-past")).toBe(false);
    expect(row("07:20")?.hasAttribute("aria-current")).toBe(false);
  });

  it("shows the day's takings by payment method", async () => {
    open();
    expect((await screen.findByTestId("takings-cash")).textContent).toBe("$100.00");
    expect(screen.getByTestId("takings-card").textContent).toBe("$0.00");
    expect(screen.getByTestId("takings-total").textContent).toBe("$100.00");
  });

  it("finds a golfer by name or phone on the day's sheet", async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByRole("button", { name: /^Nguyễn Văn An/ });
    await user.type(screen.getByRole("searchbox", { name: "Find a golfer" }), "Bich");
    await waitFor(() =>
      expect(sent.some((r) => r.key === sheetKey && r.config.params?.q === "Bich")).toBe(true),
    );
  });
});

describe("/reservation-table keyboard", () => {
  it("is one Tab stop; the arrow keys move between places and Enter opens a place's actions", async () => {
    const user = userEvent.setup();
    open();
    const first = await screen.findByRole("button", { name: /^Trần Thị Bích/ });
    const grid = first.closest("table") as HTMLElement;
    await waitFor(() => expect(grid.querySelectorAll('button[tabindex="0"]')).toHaveLength(1));
    expect(first.getAttribute("tabindex")).toBe("0");
    act(() => first.focus());
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toMatch(/^Open Spot/);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toMatch(/^Guest 2/);
    expect(document.activeElement?.getAttribute("tabindex")).toBe("0");
    expect(grid.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement?.textContent).toMatch(/^Nguyễn Văn An/);
    await user.keyboard("{End}");
    expect(document.activeElement?.textContent).toMatch(/^Open Spot/);
    await user.keyboard("{Home}{ArrowRight}{Enter}");
    expect(await screen.findByRole("dialog", { name: "07:10 · East · Guest 2" })).toBeTruthy();
  });
});

describe("/reservation-table desk actions", () => {
  it("checks a player in on the version the desk saw, and reads the day again", async () => {
    const user = userEvent.setup();
    const { sent } = open({ [`POST ${base}/check-in`]: { status: 200, data: { result: party } } });
    await user.click(await screen.findByRole("button", { name: /^Guest 3/ }));
    const before = sheetReads(sent);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Check in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.find((r) => r.key === `POST ${base}/check-in`)?.body).toEqual({
      version: 4,
      checkedIn: true,
      places: [3],
    });
    await waitFor(() => expect(sheetReads(sent)).toBeGreaterThan(before));
  });

  it("undoes a player's check-in", async () => {
    const user = userEvent.setup();
    const { sent } = open({ [`POST ${base}/check-in`]: { status: 200, data: { result: party } } });
    await user.click(await screen.findByRole("button", { name: /^Guest 2/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Undo check-in" }));
    await waitFor(() => expect(sent.some((r) => r.key === `POST ${base}/check-in`)).toBe(true));
    expect(sent.find((r) => r.key === `POST ${base}/check-in`)?.body).toEqual({
      version: 4,
      checkedIn: false,
      places: [2],
    });
  });

  it("takes a payment: the amount starts at what is left to pay, the method is chosen", async () => {
    const user = userEvent.setup();
    const { sent } = open({ [`POST ${base}/payments`]: { status: 201, data: { result: party } } });
    await user.click(await screen.findByRole("button", { name: /^Nguyễn Văn An/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Take payment" }));
    const amount = screen.getByRole("spinbutton", { name: "Amount" }) as HTMLInputElement;
    expect(amount.value).toBe("350.00");
    await user.click(screen.getByRole("radio", { name: "Card" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Take payment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.find((r) => r.key === `POST ${base}/payments`)?.body).toEqual({
      version: 4,
      amountCents: 35_000,
      method: "card",
    });
  });

  it("voids a payment", async () => {
    const user = userEvent.setup();
    const voidKey = `POST ${base}/payments/${"b".repeat(24)}/void`;
    const { sent } = open({ [voidKey]: { status: 200, data: { result: party } } });
    await user.click(await screen.findByRole("button", { name: /^Nguyễn Văn An/ }));
    await user.click(screen.getByRole("button", { name: "Void $100.00 · Cash" }));
    await waitFor(() => expect(sent.find((r) => r.key === voidKey)?.body).toEqual({ version: 4 }));
  });

  it("marks a no-show and names the players", async () => {
    const user = userEvent.setup();
    const { sent } = open({
      [`PATCH ${base}`]: { status: 200, data: { result: party } },
      [`PUT ${base}/guests`]: { status: 200, data: { result: party } },
    });
    await user.click(await screen.findByRole("button", { name: /^Nguyễn Văn An/ }));
    await user.click(screen.getByRole("button", { name: "Mark as no-show" }));
    // It frees the places, so the desk is asked first.
    expect(
      screen.getByText("Mark Nguyễn Văn An as a no-show? The places become free for others."),
    ).toBeTruthy();
    expect(sent.some((r) => r.key === `PATCH ${base}`)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(sent.find((r) => r.key === `PATCH ${base}`)?.body).toEqual({ status: "noshow", version: 4 }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: /^Guest 3/ }));
    await user.click(screen.getByRole("button", { name: "Name the players" }));
    await user.type(screen.getByRole("textbox", { name: "Player 2" }), "Lê Minh");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent.find((r) => r.key === `PUT ${base}/guests`)?.body).toEqual({
        version: 4,
        names: [null, "Lê Minh", null],
      }),
    );
  });

  it("changes the party's size (up to its tee time's places), cart and caddie in one call", async () => {
    const user = userEvent.setup();
    const { sent } = open({ [`PATCH ${base}`]: { status: 200, data: { result: party } } });
    await user.click(await screen.findByRole("button", { name: /^Guest 2/ }));
    await user.click(screen.getByRole("button", { name: "Players, cart and caddie" }));
    await user.click(screen.getByRole("combobox", { name: "Players" }));
    // Three players at 07:10 with one place left: up to four.
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["1", "2", "3", "4"]);
    await user.click(screen.getByRole("option", { name: "4" }));
    await user.click(screen.getByRole("checkbox", { name: "Cart" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent.find((r) => r.key === `PATCH ${base}`)?.body).toEqual({
        players: 4,
        cart: true,
        caddie: false,
        version: 4,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("cancels along the status machine once the desk confirms: a reserved booking to cancel pending first", async () => {
    const user = userEvent.setup();
    const { sent } = open({ [`PATCH ${base}`]: { status: 200, data: { result: party } } });
    await user.click(await screen.findByRole("button", { name: /^Nguyễn Văn An/ }));
    // Reserved → cancelled is not a move the status table allows; reserved → cancel pending is.
    expect(screen.queryByRole("button", { name: "Cancel reservation" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Request cancellation" }));
    expect(
      screen.getByText(/^Mark the reservation of Nguyễn Văn An at 07:10 as cancel pending\?/),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(sent.some((r) => r.key === `PATCH ${base}`)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Request cancellation" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(sent.find((r) => r.key === `PATCH ${base}`)?.body).toEqual({
        status: "cancelPending",
        version: 4,
      }),
    );
  });

  it("a booking changed meanwhile (409) says so in the catalogue's words, reads the day again and stays on the sheet", async () => {
    const user = userEvent.setup();
    // Another desk changed the booking: the sheet read after the refusal has its new version.
    let refused = false;
    const changed = () => {
      const day = sheet();
      for (const time of day.courses[0]?.teeTimes ?? []) {
        time.reservations = time.reservations.map((r) =>
          r.reservationId === party.reservationId ? { ...r, version: 5 } : r,
        );
        time.places = time.places.map((p) =>
          p.reservationId === party.reservationId ? { ...p, version: 5 } : p,
        );
      }
      return day;
    };
    const { sent } = open({
      [sheetKey]: () => ({ status: 200, data: { result: refused ? changed() : sheet() } }),
      [`POST ${base}/check-in`]: () => {
        if (refused) return { status: 200, data: { result: { ...party, version: 6 } } };
        refused = true;
        return {
          status: 409,
          data: { code: "reservation_changed", message: "changed", reservation: { ...party, version: 5 } },
        };
      },
    });
    await user.click(await screen.findByRole("button", { name: /^Guest 3/ }));
    const before = sheetReads(sent);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Check in" }));
    const alert = await screen.findByRole("dialog", { name: translate("reservation_changed", "en") });
    await waitFor(() => expect(sheetReads(sent)).toBeGreaterThan(before));
    expect(screen.queryByTestId("location")).toBeNull();
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    // Tried again, on the version the desk now sees.
    await user.click(screen.getByRole("button", { name: /^Guest 3/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Check in" }));
    await waitFor(() =>
      expect(
        sent
          .filter((r) => r.key === `POST ${base}/check-in`)
          .map((r) => (r.body as { version: number }).version),
      ).toEqual([4, 5]),
    );
  });
});

describe("/reservation-table move", () => {
  it("moves a party to a tee time with room; a time filled meanwhile is refused in the API's words", async () => {
    const user = userEvent.setup();
    let full = false;
    const { sent } = open({
      [`POST ${base}/move`]: () =>
        full
          ? { status: 409, data: { code: "slot_full", message: translate("slot_full", "en") } }
          : { status: 200, data: { result: { ...party, teeTime: "07:20" } } },
    });
    await user.click(await screen.findByRole("button", { name: /^Nguyễn Văn An/ }));
    await user.click(screen.getByRole("button", { name: "Move to…" }));
    await user.click(screen.getByRole("combobox", { name: "Tee time" }));
    // The party of three fits at 07:00 (three places left) and 07:20; its own time is left out.
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["07:00 · East", "07:20 · East"]);
    await user.click(screen.getByRole("option", { name: "07:20 · East" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent.find((r) => r.key === `POST ${base}/move`)?.body).toEqual({
        date: "2026-12-10",
        courseId,
        teeTime: "07:20",
        version: 4,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    full = true;
    await user.click(screen.getByRole("button", { name: /^Nguyễn Văn An/ }));
    await user.click(screen.getByRole("button", { name: "Move to…" }));
    await choose(user, "Tee time", "07:20 · East");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("dialog", { name: translate("slot_full", "en") })).toBeTruthy();
  });
});

describe("/reservation-table drag and drop", () => {
  it("drags a party onto a free place with room for it all: one move, said in words", async () => {
    const { sent } = open({
      [`POST ${base}/move`]: { status: 200, data: { result: { ...party, teeTime: "07:20" } } },
    });
    const booker = await screen.findByRole("button", { name: /^Nguyễn Văn An/ });
    const transfer = { types: [PARTY_DRAG_TYPE], setData: jest.fn(), dropEffect: "", effectAllowed: "" };
    const openAt = (teeTime: string) =>
      within(screen.getByRole("rowheader", { name: new RegExp(`^${teeTime}`) }).closest("tr") as HTMLElement)
        .getAllByRole("button", { name: /^Open Spot/ })
        .map((button) => button.closest("td") as HTMLElement);
    expect(booker.getAttribute("draggable")).toBe("true");
    fireEvent.dragStart(booker, { dataTransfer: transfer });
    expect(transfer.setData).toHaveBeenCalledWith(PARTY_DRAG_TYPE, party.reservationId);
    // Its own tee time is no target; 07:20 (four free) is, and so is 07:00 (three left by a no-show).
    expect(openAt("07:10").map((td) => td.getAttribute("data-drop"))).toEqual([null]);
    expect(openAt("07:20").map((td) => td.getAttribute("data-drop"))).toEqual([
      "open",
      "open",
      "open",
      "open",
    ]);
    const target = openAt("07:20")[1] as HTMLElement;
    fireEvent.dragOver(target, { dataTransfer: transfer });
    expect(target.getAttribute("data-drop")).toBe("over");
    fireEvent.drop(target, { dataTransfer: transfer });
    fireEvent.dragEnd(booker);
    await waitFor(() =>
      expect(sent.find((r) => r.key === `POST ${base}/move`)?.body).toEqual({
        date: "2026-12-10",
        courseId,
        teeTime: "07:20",
        version: 4,
      }),
    );
    expect(await screen.findByText("Nguyễn Văn An moved to 07:20 · East.")).toBeTruthy();
  });

  it("a no-show cannot be dragged, and a drop that is not a party moves nothing", async () => {
    const { sent } = open();
    const absent = await screen.findByRole("button", { name: /^Trần Thị Bích/ });
    expect(absent.hasAttribute("draggable")).toBe(false);
    const free = screen
      .getAllByRole("button", { name: "Open Spot (4 places)" })[0]
      ?.closest("td") as HTMLElement;
    fireEvent.drop(free, { dataTransfer: { types: ["text/plain"] } });
    expect(free.hasAttribute("data-drop")).toBe(false);
    expect(sent.some((r) => r.key.endsWith("/move"))).toBe(false);
  });
});

describe("/reservation-table on a phone", () => {
  const phone = (matches: boolean) =>
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: () => ({ matches, addEventListener: () => {}, removeEventListener: () => {} }),
    });
  afterEach(() => Reflect.deleteProperty(window, "matchMedia"));

  it("shows one course at a time, the first to start, with a switcher", async () => {
    phone(true);
    const user = userEvent.setup();
    const two = sheet();
    two.courses.push({ ...two.courses[0], courseId: "e".repeat(24), name: "West", teeTimes: [] } as never);
    renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      routes: { ...statsRoute, [sheetKey]: { status: 200, data: { result: two } } },
    });
    expect(await screen.findByRole("button", { name: /^Nguyễn Văn An/ })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Course" }).textContent).toBe("East");
    expect(screen.queryByRole("columnheader", { name: "West" })).toBeNull();
    await choose(user, "Course", "West");
    expect(screen.queryByRole("button", { name: /^Nguyễn Văn An/ })).toBeNull();
    expect(screen.getByRole("columnheader", { name: "West" })).toBeTruthy();
  });

  it("shows one course at a time on a wide screen too when the courses side by side would be cut", async () => {
    // The sheet's scroller reports more columns than it shows, as a laptop does with several courses.
    const widths = ["scrollWidth", "clientWidth"].map(
      (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
    );
    Object.defineProperty(HTMLElement.prototype, "scrollWidth", { configurable: true, get: () => 1800 });
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 900 });
    try {
      const two = sheet();
      two.courses.push({ ...two.courses[0], courseId: "e".repeat(24), name: "West", teeTimes: [] } as never);
      renderScreen(TeeSheetScreen, {
        route: "/reservation-table",
        session,
        routes: { ...statsRoute, [sheetKey]: { status: 200, data: { result: two } } },
      });
      expect(await screen.findByRole("button", { name: /^Nguyễn Văn An/ })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole("columnheader", { name: "West" })).toBeNull());
      expect(screen.getByRole("combobox", { name: "Course" }).textContent).toBe("East");
    } finally {
      for (const [key, descriptor] of widths)
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
        else Reflect.deleteProperty(HTMLElement.prototype, key);
    }
  });

  it("opened on the club's today, scrolls the current tee time into view", async () => {
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, "scrollIntoView", {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      open();
      await screen.findByRole("button", { name: /^Nguyễn Văn An/ });
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]?.getAttribute("aria-current")).toBe("time");
    } finally {
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
  });
});
