import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Reservation, TeeSheet } from "contracts/domains/reservations/schemas";
import { translate } from "contracts/errors/messages";
import { landedOn, renderScreen } from "test-kit/render-screen";
import { ReservationDetailScreen } from "./detail/reservation-detail-screen";
import { ReservationListScreen } from "./list/reservation-list-screen";
import { OfflineReservationScreen } from "./offline/offline-reservation-screen";
import { TeeSheetScreen } from "./tee-sheet/tee-sheet-screen";

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
const guest = {
  reservationId: "a".repeat(24),
  reference: "K7QM-MXR4-2HBT-9WDZ-PLC6",
  date: "2026-12-10",
  courseId,
  courseName: "East",
  teeTime: "07:00",
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
  customerId: null,
  customer: null,
  holdExpiresAt: null,
  version: 0,
  guests: [] as Reservation["guests"],
  payments: [] as Reservation["payments"],
  paidCents: 0,
  paymentState: "unpaid",
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
} as const;
/** The grid's places of a booking: one per player, the booker's first (named after the booker by the API). */
const placesOf = (r: Reservation | typeof guest, checkedIn: readonly number[] = []) =>
  Array.from({ length: r.players }, (_, i) => ({
    reservationId: r.reservationId,
    version: r.version,
    place: i + 1,
    name: i === 0 ? r.name : null,
    tierName: r.customer?.tierName ?? null,
    type: r.type,
    status: r.status,
    checkedInAt: checkedIn.includes(i + 1) ? "2026-12-10T00:00:00.000Z" : null,
    paymentState: r.paymentState,
    holdExpiresAt: r.holdExpiresAt,
  }));
const sheet = (booked: number): TeeSheet => ({
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
      teeTimes: [
        {
          teeTime: "07:00",
          capacity: 4,
          playersBooked: booked,
          sale: "online",
          pricePerPlayerCents: 15_000,
          reservations: booked ? [{ ...guest }] : [],
          places: booked ? placesOf({ ...guest, players: booked }) : [],
        },
        {
          teeTime: "07:10",
          capacity: 4,
          playersBooked: 0,
          sale: "offlineOnly",
          pricePerPlayerCents: 15_000,
          reservations: [],
          places: [],
        },
      ],
    },
  ],
  takings: { cash: 0, card: 0, voucher: 0, total: 0 },
});
type User = ReturnType<typeof userEvent.setup>;

/** Opens the dropdown named `name` and chooses `option`. */
async function choose(user: User, name: string, option: string | RegExp) {
  await user.click(screen.getByRole("combobox", { name }));
  await user.click(screen.getByRole("option", { name: option }));
}

/** What the dropdown named `name` offers: opened, read and closed again. */
async function optionsOf(user: User, name: string) {
  await user.click(screen.getByRole("combobox", { name }));
  const offered = screen.getAllByRole("option").map((option) => ({
    text: option.textContent,
    disabled: option.getAttribute("aria-disabled") === "true",
  }));
  await user.keyboard("{Escape}");
  return offered;
}

const textsOf = (options: { text: string | null }[]) => options.map((option) => option.text);

const teeSheetKey = `GET /api/v1.0/clubs/${clubId}/tee-sheet`;
/** The booking page also shows the club's offline settings. */
const settingsRoute = {
  [`GET /api/v1.0/clubs/${clubId}/reservations/settings`]: {
    status: 200,
    data: {
      result: {
        heldFirstTimes: 0,
        heldTimes: [],
        heldWeekdays: [],
        onlineDaysAhead: 30,
        onlineHoldMinutes: 15,
      },
    },
  },
};

describe("/reservation-table", () => {
  it("shows the guests, 'Open Spot' for free places and held times; an open spot starts a booking there", async () => {
    const user = userEvent.setup();
    renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      routes: {
        [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
        "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
      },
    });
    expect(await screen.findByText(/Nguyễn Văn An/)).toBeTruthy();
    expect(screen.getByText("Offline Reservation")).toBeTruthy();
    // The caption's date in the user's language, never the raw ISO date.
    expect(document.querySelector("caption")?.textContent).toBe("Tee times of Thu, Dec 10, 2026");
    // The course filter offers the sheet's courses; all by default.
    expect(screen.getByRole("combobox", { name: "Course" }).textContent).toBe("All");
    expect(textsOf(await optionsOf(user, "Course"))).toEqual(["All", "East"]);
    const open = screen.getByRole("button", { name: "Open Spot (1 place)" });
    // Spec §2: the slot reads 'Open Spot'; the count of places follows in smaller text.
    expect(open.firstChild?.textContent).toBe("Open Spot");
    expect(open.querySelector("small")?.textContent).toBe("(1 place)");
    await user.click(open);
    const landed = landedOn(await screen.findByTestId("location"));
    expect(landed.path).toBe("/offline-reservation");
    expect(landed.state).toMatchObject({ courseId, teeTime: "07:00" });
  });
});

describe("/reservation and /reservation-table layout", () => {
  const statsRoute = { "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } } };

  it("the list takes the whole row, its rate calendar under it; the tee sheet keeps the calendar beside it", async () => {
    const list = renderScreen(ReservationListScreen, {
      route: "/reservation",
      session,
      routes: {
        ...statsRoute,
        [`GET /api/v1.0/clubs/${clubId}/reservations`]: {
          status: 200,
          data: { result: { list: [{ ...guest }], total: 1, page: 1, pageSize: 9 } },
        },
      },
    });
    const table = (await screen.findByRole("button", { name: guest.name })).closest("table") as HTMLElement;
    const listBox = table.parentElement?.parentElement?.parentElement as HTMLElement;
    expect(getComputedStyle(listBox).flexBasis).toBe("100%");
    list.unmount();

    renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      routes: { ...statsRoute, [teeSheetKey]: { status: 200, data: { result: sheet(0) } } },
    });
    const calendar = (await screen.findByRole("grid")).closest("section") as HTMLElement;
    expect(getComputedStyle(calendar).flexBasis).toBe("17rem");
  });

  it("names the tee sheet's day at the start of its caption, where a phone shows it", async () => {
    renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      routes: { ...statsRoute, [teeSheetKey]: { status: 200, data: { result: sheet(0) } } },
    });
    const caption = (await screen.findByText("Tee times of Thu, Dec 10, 2026")) as HTMLElement;
    expect(getComputedStyle(caption).textAlign).toBe("left");
  });
});

describe("/reservation-table online holds", () => {
  const held = (lng: string) => {
    const withHold = sheet(2);
    const [time] = withHold.courses[0]?.teeTimes ?? [];
    if (time) {
      const hold = {
        ...guest,
        players: 2,
        status: "pending",
        type: "online",
        email: "bich@example.com",
        // 10:35 in Seoul, the club's time zone, whatever the browser's.
        holdExpiresAt: "2026-12-10T01:35:00.000Z",
      } as const;
      time.reservations = [hold];
      time.places = placesOf(hold);
    }
    return renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      lng,
      routes: {
        [teeSheetKey]: { status: 200, data: { result: withHold } },
        "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
      },
    });
  };

  it.each([
    ["en", "Held until 10:35"],
    ["ko", "10:35까지 가예약"],
    ["vi", "Giữ chỗ đến 10:35"],
  ])("shows a held place with its expiry in the club's time (%s)", async (lng, text) => {
    held(lng);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText(/Nguyễn Văn An/)).toBeTruthy();
  });

  it("shows no expiry on a confirmed booking", async () => {
    renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      routes: {
        [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
        "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
      },
    });
    expect(await screen.findByText(/Nguyễn Văn An/)).toBeTruthy();
    expect(screen.queryByText(/Held until/)).toBeNull();
  });
});

describe("/reservation-table course filter", () => {
  it("shows one course's tee times when one is chosen", async () => {
    const user = userEvent.setup();
    const two = sheet(3);
    two.courses.push({ ...two.courses[0], courseId: "e".repeat(24), name: "West", teeTimes: [] } as never);
    renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      routes: {
        [teeSheetKey]: { status: 200, data: { result: two } },
        "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
      },
    });
    expect(await screen.findByText(/Nguyễn Văn An/)).toBeTruthy();
    await choose(user, "Course", "West");
    expect(screen.queryByText(/Nguyễn Văn An/)).toBeNull();
    await choose(user, "Course", "East");
    expect(screen.getByText(/Nguyễn Văn An/)).toBeTruthy();
  });
});

describe("/offline-reservation", () => {
  it("shows the price before saving; a time filled meanwhile says so and keeps what was typed", async () => {
    const user = userEvent.setup();
    let booked = 0;
    renderScreen(OfflineReservationScreen, {
      route: "/offline-reservation",
      session,
      state: { date: "2026-12-10", courseId, teeTime: "07:00" },
      routes: {
        ...settingsRoute,
        [teeSheetKey]: () => ({ status: 200, data: { result: sheet(booked) } }),
        [`POST /api/v1.0/clubs/${clubId}/reservations`]: () => {
          booked = 4;
          return { status: 409, data: { code: "slot_full", message: translate("slot_full", "en") } };
        },
      },
    });
    const teeTime = await screen.findByRole("combobox", { name: "Tee time" });
    await waitFor(() => expect(teeTime.textContent).toBe("07:00 · Open Spot (4 places)"));
    await choose(user, "Players", "2");
    expect(screen.getByTestId("booking-price").textContent).toContain("$300.00");
    await user.type(screen.getByLabelText("Name"), "Kim Min-jun");
    await user.type(screen.getByLabelText("Phone"), "01012345678");
    await user.click(screen.getByRole("button", { name: "Book" }));
    expect((await screen.findByRole("alert")).textContent).toBe(translate("slot_full", "en"));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Kim Min-jun");
    // The time filled meanwhile is no longer offered, nor shown as chosen.
    await waitFor(() => expect(teeTime.textContent).toBe("Choose a tee time"));
    expect(textsOf(await optionsOf(user, "Tee time"))).toEqual(["07:10 · Open Spot (4 places)"]);
  });
});

describe("/offline-reservation for a customer", () => {
  const gold = {
    customerId: "d".repeat(24),
    name: "Kim Minji",
    email: "minji@example.com",
    mobile: "01055556666",
    contactHidden: false,
    phoneCode: "82",
    tierName: "Gold",
    tier: { discountRatePercent: 20, discountTarget: "all" as const, active: true },
  };

  it("starts on the club's today with its calling code; a found customer fills the form, takes the tier's discount and is booked for", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(OfflineReservationScreen, {
      route: "/offline-reservation",
      session,
      routes: {
        ...settingsRoute,
        [teeSheetKey]: { status: 200, data: { result: sheet(0) } },
        [`GET /api/v1.0/clubs/${clubId}/reservations/customers`]: (config) => ({
          status: 200,
          data: { result: config.params.q === "minji" ? [gold] : [] },
        }),
        [`POST /api/v1.0/clubs/${clubId}/reservations`]: { status: 201, data: { result: { ...guest } } },
      },
    });
    await waitFor(() => expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("2026-12-10"));
    expect(sent.find((r) => r.key === teeSheetKey)?.config.params).toEqual({});
    expect(sent.filter((r) => r.key === teeSheetKey)).toHaveLength(1);
    expect((screen.getByLabelText("Country code") as HTMLInputElement).value).toBe("82");

    await user.type(screen.getByLabelText("Customer"), "nobody");
    expect(await screen.findByText(/No customer matches/)).toBeTruthy();
    await user.clear(screen.getByLabelText("Customer"));
    await user.type(screen.getByLabelText("Customer"), "minji");
    await user.click(await screen.findByRole("button", { name: /Kim Minji/ }));
    expect(screen.getByTestId("booking-customer").textContent).toBe("Booking for Kim Minji (Gold · 20% off)");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Kim Minji");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("01055556666");

    await choose(user, "Tee time", /^07:00/);
    await choose(user, "Players", "2");
    expect(screen.getByTestId("booking-price").textContent).toContain("$240.00");
    expect(screen.getByTestId("booking-price").textContent).toContain("member discount $60.00");
    await user.click(screen.getByRole("button", { name: "Book" }));
    await screen.findByTestId("location");
    const booked = sent.find((r) => r.key === `POST /api/v1.0/clubs/${clubId}/reservations`)?.body;
    expect(booked).toMatchObject({
      customerId: gold.customerId,
      name: "Kim Minji",
      players: 2,
      date: "2026-12-10",
    });
  });
});

describe("/offline-reservation for a desk without membership access", () => {
  it("shows the customer's masked mobile and leaves the phone for the desk to ask", async () => {
    const user = userEvent.setup();
    const masked = {
      customerId: "e".repeat(24),
      name: "Tran Thi Mai",
      email: "",
      mobile: "••••6666",
      contactHidden: true,
      phoneCode: "84",
      tierName: "Silver",
      tier: null,
    };
    renderScreen(OfflineReservationScreen, {
      route: "/offline-reservation",
      session,
      routes: {
        ...settingsRoute,
        [teeSheetKey]: { status: 200, data: { result: sheet(0) } },
        [`GET /api/v1.0/clubs/${clubId}/reservations/customers`]: { status: 200, data: { result: [masked] } },
      },
    });
    await user.type(await screen.findByLabelText("Customer"), "mai");
    const match = await screen.findByRole("button", { name: /Tran Thi Mai/ });
    expect(match.textContent).toContain("••••6666");
    await user.click(match);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Tran Thi Mai");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("");
  });
});

const one = `/api/v1.0/clubs/${clubId}/reservations/${guest.reservationId}`;

/** The detail opened from a shared link (by id only), with the day's sheet and these answers. */
const openDetail = (routes: Parameters<typeof renderScreen>[1]["routes"]) =>
  renderScreen(ReservationDetailScreen, {
    route: "/reservation-detail",
    url: `/reservation-detail?id=${guest.reservationId}`,
    session,
    routes,
  });

describe("/reservation-detail", () => {
  it("loads by id after a reload; a larger party is offered only up to the places left and only the change is sent", async () => {
    const user = userEvent.setup();
    let current: typeof guest & { players: number; totalPriceCents: number } = { ...guest };
    const { sent } = openDetail({
      [`GET ${one}`]: () => ({ status: 200, data: { result: current } }),
      [teeSheetKey]: () => ({ status: 200, data: { result: sheet(current.players) } }),
      [`PATCH ${one}`]: (config) => {
        const patch = JSON.parse(config.data as string);
        current = {
          ...current,
          ...patch,
          totalPriceCents: patch.players * 15_000,
          updatedAt: "2026-12-02T00:00:00.000Z",
        };
        return { status: 200, data: { result: current } };
      },
    });
    expect((await screen.findByTestId("reservation-players")).textContent).toBe("3");
    expect(screen.getByTestId("reservation-reference").textContent).toBe("K7QM-MXR4-2HBT-9WDZ-PLC6");
    expect(screen.getByTestId("reservation-customer").textContent).toBe("Walk-in guest");
    await screen.findByRole("combobox", { name: "Players" });
    // 07:00 holds this party of 3 alone: one place left, and 07:10 on the same course has room to move to.
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Course" }).textContent).toBe("East"));
    expect(textsOf(await optionsOf(user, "Tee time"))).toEqual(["07:10 · Open Spot (4 places)"]);
    expect(await optionsOf(user, "Players")).toEqual(
      ["1", "2", "3", "4"].map((text) => ({ text, disabled: false })),
    );
    await choose(user, "Players", "4");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByRole("status")).textContent).toBe("The changes are saved.");
    expect(screen.getByTestId("reservation-players").textContent).toBe("4");
    expect(screen.getByTestId("reservation-price").textContent).toBe("$600.00");
    expect(sent.find((r) => r.key === `PATCH ${one}`)?.body).toEqual({ players: 4 });
  });
});

describe("/reservation-detail status changes", () => {
  it("asks before deleting: No sends nothing, Yes deletes", async () => {
    const user = userEvent.setup();
    // The server keeps the change: the detail is read again after it.
    let current = { ...guest } as Omit<typeof guest, "status"> & { status: string };
    const { sent } = openDetail({
      [`GET ${one}`]: () => ({ status: 200, data: { result: current } }),
      [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
      [`PATCH ${one}`]: () => {
        current = { ...guest, status: "deleted" };
        return { status: 200, data: { result: current } };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(screen.getByRole("dialog").textContent).toContain("Delete the reservation of Nguyễn Văn An?");
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(sent.some((r) => r.key === `PATCH ${one}`)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.getByTestId("reservation-status").textContent).toBe("Deleted"));
    expect(sent.find((r) => r.key === `PATCH ${one}`)?.body).toEqual({ status: "deleted" });
  });
});

/** The message a field is described by: its problem, shown under it. */
const problemOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? null;

describe("the booking forms check what was typed as the API does, under each field, and send nothing", () => {
  it("the desk's booking: no name, a short phone and no tee time", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(OfflineReservationScreen, {
      route: "/offline-reservation",
      session,
      routes: { ...settingsRoute, [teeSheetKey]: { status: 200, data: { result: sheet(0) } } },
    });
    await user.type(await screen.findByLabelText("Phone"), "12");
    await user.click(screen.getByRole("button", { name: "Book" }));
    const name = screen.getByLabelText("Name");
    expect(problemOf(name)).toBe(translate("required", "en"));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    // The first field refused, in page order, takes the focus.
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Tee time" }));
    expect(problemOf(screen.getByRole("combobox", { name: "Tee time" }))).toBe(
      translate("tee_up_time_invalid", "en"),
    );
    expect(problemOf(screen.getByLabelText("Phone"))).toBe(translate("phone_too_short", "en"));
    expect(sent.some((r) => r.key.startsWith("POST"))).toBe(false);
  });

  it("the detail's edit: an emptied name", async () => {
    const user = userEvent.setup();
    const { sent } = openDetail({
      [`GET ${one}`]: { status: 200, data: { result: guest } },
      [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
    });
    const name = await screen.findByLabelText("Name");
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(problemOf(name)).toBe(translate("required", "en"));
    expect(document.activeElement).toBe(name);
    expect(sent.some((r) => r.key === `PATCH ${one}`)).toBe(false);
  });

  it("the detail's edit: a problem the API finds shows under its field", async () => {
    const user = userEvent.setup();
    openDetail({
      [`GET ${one}`]: { status: 200, data: { result: guest } },
      [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
      [`PATCH ${one}`]: {
        status: 422,
        data: {
          code: "validation_failed",
          message: "Invalid",
          issues: [{ path: "phoneNumber", message: "This number is not in use." }],
        },
      },
    });
    const phone = await screen.findByLabelText("Phone");
    await user.type(phone, "9");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(problemOf(phone)).toBe("This number is not in use."));
    expect(document.activeElement).toBe(phone);
  });

  it("the detail's move: no tee time chosen", async () => {
    const user = userEvent.setup();
    const { sent } = openDetail({
      [`GET ${one}`]: { status: 200, data: { result: guest } },
      [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
    });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Course" }).textContent).toBe("East"));
    await user.click(screen.getByRole("button", { name: "Move" }));
    const time = screen.getByRole("combobox", { name: "Tee time" });
    expect(problemOf(time)).toBe(translate("tee_up_time_invalid", "en"));
    expect(sent.some((r) => r.key === `POST ${one}/move`)).toBe(false);
  });

  it("the detail's move sends the chosen time and reads the booking and the sheet again", async () => {
    const user = userEvent.setup();
    let current: typeof guest & { teeTime: string } = { ...guest };
    const { sent } = openDetail({
      [`GET ${one}`]: () => ({ status: 200, data: { result: current } }),
      [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
      [`POST ${one}/move`]: (config) => {
        current = { ...current, ...JSON.parse(config.data as string) };
        return { status: 200, data: { result: current } };
      },
    });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Course" }).textContent).toBe("East"));
    const sheetsBefore = sent.filter((r) => r.key === teeSheetKey).length;
    await choose(user, "Tee time", /^07:10/);
    await user.click(screen.getByRole("button", { name: "Move" }));
    await waitFor(() => expect(screen.getByTestId("reservation-tee-time").textContent).toBe("07:10"));
    expect(sent.find((r) => r.key === `POST ${one}/move`)?.body).toEqual({
      date: "2026-12-10",
      courseId,
      teeTime: "07:10",
    });
    await waitFor(() => expect(sent.filter((r) => r.key === teeSheetKey).length).toBe(sheetsBefore + 1));
  });
});

describe("/reservation-table when the club changes", () => {
  it("reads the new club's sheet", async () => {
    const otherClub = "fedcba9876543210fedcba98";
    const otherSheet = sheet(0);
    otherSheet.courses = [{ ...otherSheet.courses[0], courseId, name: "Lakeside", teeTimes: [] } as never];
    const { session: live, sent } = renderScreen(TeeSheetScreen, {
      route: "/reservation-table",
      session,
      routes: {
        [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
        [`GET /api/v1.0/clubs/${otherClub}/tee-sheet`]: { status: 200, data: { result: otherSheet } },
        "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
      },
    });
    expect(await screen.findByText(/Nguyễn Văn An/)).toBeTruthy();
    act(() => live.set("clubId", otherClub));
    // The other club's sheet is not shown as this one's while it loads.
    expect(screen.queryByText(/Nguyễn Văn An/)).toBeNull();
    await userEvent.click(screen.getByRole("combobox", { name: "Course" }));
    expect(await screen.findByRole("option", { name: "Lakeside" })).toBeTruthy();
    expect(screen.queryByText(/Nguyễn Văn An/)).toBeNull();
    expect(sent.some((r) => r.key === `GET /api/v1.0/clubs/${otherClub}/tee-sheet`)).toBe(true);
  });
});

describe("/reservation-detail of a reservation that is not there", () => {
  it("says so, with the way back to the list", async () => {
    const user = userEvent.setup();
    openDetail({ [`GET ${one}`]: { status: 404, data: { code: "not_found", message: "Not found" } } });
    expect((await screen.findByRole("alert")).textContent).toBe("This item no longer exists.");
    await user.click(screen.getByRole("button", { name: "Back to the list" }));
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/reservation");
  });
});
