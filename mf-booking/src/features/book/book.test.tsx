import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Availability, OnlineBooking, PublicClub } from "contracts/domains/reservations/online-booking";
import { translate } from "contracts/errors/messages";
import { formatTimeIn } from "contracts/i18n/format";
import { renderScreen } from "test-kit/render-screen";
import { BookScreen } from "./book-screen";

const clubId = "65f0c0ffee0000000000beef";
const clubKey = `GET /api/v1.0/public/clubs/${clubId}`;
const availabilityKey = `GET /api/v1.0/public/clubs/${clubId}/availability`;
const bookKey = `POST /api/v1.0/public/clubs/${clubId}/reservations`;

const club: PublicClub = {
  clubId,
  name: "Sân Golf Sài Gòn Riverside",
  hasImage: true,
  imageUrl: `/api/v1.0/clubs/${clubId}/image`,
  notice: "<b>Soft spikes</b> only.",
  description: "18 holes along the river.",
  precautions: "",
  timeZone: "Asia/Ho_Chi_Minh",
  today: "2026-12-01",
  firstOnlineDate: "2026-12-01",
  lastOnlineDate: "2026-12-15",
  minPlayers: 2,
  phoneCode: "84",
  freeCancellationHours: 24,
  releases: [],
};

const river = "c".repeat(24);
const lake = "d".repeat(24);
const day: Availability = {
  date: "2026-12-01",
  courses: [
    {
      courseId: river,
      name: "River",
      teeTimes: [
        { teeTime: "07:20", placesLeft: 4, pricePerPlayerCents: 15_000 },
        { teeTime: "07:40", placesLeft: 2, pricePerPlayerCents: 15_000 },
      ],
    },
    {
      courseId: lake,
      name: "Lake",
      teeTimes: [{ teeTime: "08:00", placesLeft: 3, pricePerPlayerCents: 12_000 }],
    },
  ],
};

/** The problem a field shows: the first text its description names (a hint may follow). */
const problemOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent ?? null;

const open = (
  routes: Parameters<typeof renderScreen>[1]["routes"],
  url = `/book?club=${clubId}`,
  lng = "en",
) => renderScreen(BookScreen, { route: "/book", url, routes, lng });

const times = (course: string) =>
  within(screen.getByRole("list", { name: course }))
    .getAllByRole("button")
    .map((button) => button.textContent);

describe("/book", () => {
  it("shows the club as text, its picture, the online window and the tee times with room for the party", async () => {
    const user = userEvent.setup();
    const view = open({
      [clubKey]: { status: 200, data: { result: club } },
      [availabilityKey]: { status: 200, data: { result: day } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Book a tee time" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Sân Golf Sài Gòn Riverside" })).toBeTruthy();
    const picture = screen.getByRole("img", { name: "Picture of Sân Golf Sài Gòn Riverside" });
    expect(picture.getAttribute("src")).toBe(`/api/v1.0/clubs/${clubId}/image`);
    // Stored text is shown as text, never as markup.
    expect(screen.getByTestId("club-notice").textContent).toBe("<b>Soft spikes</b> only.");
    expect(screen.getByTestId("club-notice").querySelector("b")).toBeNull();
    expect(screen.getByText("18 holes along the river.")).toBeTruthy();

    const date = screen.getByLabelText(/^Date/) as HTMLInputElement;
    expect([date.value, date.min, date.max]).toEqual(["2026-12-01", "2026-12-01", "2026-12-15"]);
    // The club's smallest party first.
    expect(screen.getByRole("combobox", { name: /Players/ }).textContent).toBe("2 players");

    expect(await screen.findByRole("heading", { level: 3, name: "River" })).toBeTruthy();
    expect(times("River")).toEqual([
      "07:20 $150.00 per player · 4 places left",
      "07:40 $150.00 per player · 2 places left",
    ]);
    expect(times("Lake")).toEqual(["08:00 $120.00 per player · 3 places left"]);
    const asked = view.sent.filter((request) => request.key === availabilityKey);
    expect(asked.map((request) => request.config.params)).toEqual([{ date: "2026-12-01" }]);

    // Four players: only the times with four places left.
    await user.click(screen.getByRole("combobox", { name: /Players/ }));
    await user.click(screen.getByRole("option", { name: "4 players" }));
    expect(times("River")).toEqual(["07:20 $150.00 per player · 4 places left"]);
    expect(screen.queryByRole("list", { name: "Lake" })).toBeNull();
  });

  it("books the chosen time with exactly the golfer's details and shows the hold and where its link went", async () => {
    const user = userEvent.setup();
    const holdExpiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const booking: OnlineBooking = {
      reference: "K7QM-MXR4-2HBT-9WDZ-PLC6",
      date: "2026-12-01",
      teeTime: "08:00",
      courseName: "Lake",
      players: 3,
      totalPriceCents: 36_000,
      status: "pending",
      holdExpiresAt,
    };
    const view = open({
      [clubKey]: { status: 200, data: { result: club } },
      [availabilityKey]: { status: 200, data: { result: day } },
      [bookKey]: { status: 201, data: { result: booking } },
    });
    await user.click(await screen.findByRole("combobox", { name: /Players/ }));
    await user.click(screen.getByRole("option", { name: "3 players" }));
    await user.click(screen.getByRole("button", { name: /^08:00/ }));
    // The details step comes in its own chunk.
    expect(within(await screen.findByTestId("chosen-time")).getByText("$360.00")).toBeTruthy();
    // The club's calling code is filled in.
    expect((screen.getByLabelText(/^Country code/) as HTMLInputElement).value).toBe("84");
    await user.type(screen.getByLabelText(/^Name/), "  Lê Minh ");
    await user.type(screen.getByLabelText(/^Phone number/), "0907654321");
    await user.type(screen.getByLabelText(/^Email/), "minh@example.com");
    await user.click(screen.getByRole("button", { name: "Book" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Your places are held" })).toBeTruthy();
    expect(view.sent.filter((request) => request.key === bookKey).map((request) => request.body)).toEqual([
      {
        date: "2026-12-01",
        courseId: lake,
        teeTime: "08:00",
        players: 3,
        name: "Lê Minh",
        phoneCode: "84",
        phoneNumber: "0907654321",
        email: "minh@example.com",
      },
    ]);
    expect(screen.getByRole("status").textContent).toBe(
      "We have sent a confirmation link to minh@example.com. Confirm within 15 minutes or the places are released.",
    );
    expect(screen.getByTestId("booking-reference").textContent).toBe("K7QM-MXR4-2HBT-9WDZ-PLC6");
    expect(screen.getByTestId("booking-tee-time").textContent).toBe("08:00");
    expect(screen.getByText("Lake")).toBeTruthy();
    expect(screen.getByText("$360.00")).toBeTruthy();
    expect(screen.getByTestId("hold-until").textContent).toContain(
      `${formatTimeIn(holdExpiresAt, club.timeZone, "en")} on `,
    );
    expect(screen.getByTestId("hold-until").textContent).toContain("(Asia/Ho_Chi_Minh time)");
  });

  it.each([
    [
      "a time filled meanwhile (409 slot_full)",
      { status: 409, data: { code: "slot_full", message: "Full" } },
      () => expect(screen.getByRole("alert").textContent).toBe(translate("slot_full", "en")),
    ],
    [
      "a field the server refuses (422)",
      {
        status: 422,
        data: {
          code: "validation_failed",
          message: "Invalid",
          issues: [{ path: "email", message: translate("email_invalid", "en") }],
        },
      },
      () => expect(problemOf(screen.getByLabelText(/^Email/))).toBe(translate("email_invalid", "en")),
    ],
  ])("%s is said in the catalogue's words and what was typed stays", async (_case, answer, check) => {
    const user = userEvent.setup();
    open({
      [clubKey]: { status: 200, data: { result: club } },
      [availabilityKey]: { status: 200, data: { result: day } },
      [bookKey]: answer,
    });
    await user.click(await screen.findByRole("button", { name: /^07:20/ }));
    await user.type(await screen.findByLabelText(/^Name/), "Lê Minh");
    await user.type(screen.getByLabelText(/^Phone number/), "0907654321");
    await user.type(screen.getByLabelText(/^Email/), "minh@example.com");
    await user.click(screen.getByRole("button", { name: "Book" }));
    await waitFor(check);
    expect(screen.getByRole("heading", { level: 1, name: "Book a tee time" })).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Lê Minh");
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe("0907654321");
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("minh@example.com");
  });

  it("checks the golfer's details by the API's rules, in the golfer's language, and sends nothing", async () => {
    const user = userEvent.setup();
    const view = open(
      {
        [clubKey]: { status: 200, data: { result: club } },
        [availabilityKey]: { status: 200, data: { result: day } },
      },
      `/book?club=${clubId}`,
      "vi",
    );
    await user.click(await screen.findByRole("button", { name: /^07:20/ }));
    await user.type(await screen.findByLabelText(/^Số điện thoại/), "12");
    await user.type(screen.getByLabelText(/^Email/), "minh@");
    await user.click(screen.getByRole("button", { name: "Đặt sân" }));
    expect(problemOf(screen.getByLabelText(/^Tên/))).toBe(translate("required", "vi"));
    expect(problemOf(screen.getByLabelText(/^Số điện thoại/))).toBe(translate("phone_too_short", "vi"));
    expect(problemOf(screen.getByLabelText(/^Email/))).toBe(translate("email_invalid", "vi"));
    expect(view.sent.some((request) => request.key === bookKey)).toBe(false);
    // Back to the times and on again: what was typed is still there.
    await user.click(screen.getByRole("button", { name: "Chọn giờ khác" }));
    await user.click(await screen.findByRole("button", { name: /^07:40/ }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("minh@");
  });

  it("an empty day says so and offers the next dates", async () => {
    const user = userEvent.setup();
    const view = open({
      [clubKey]: { status: 200, data: { result: club } },
      [availabilityKey]: (config) => ({
        status: 200,
        data: {
          result: config.params?.date === "2026-12-03" ? day : { date: config.params?.date, courses: [] },
        },
      }),
    });
    expect(await screen.findByText("No tee times are open online on this date.")).toBeTruthy();
    const next = screen.getAllByRole("button", { name: /Dec/ }).map((button) => button.textContent);
    expect(next).toEqual(["Wed, Dec 2, 2026", "Thu, Dec 3, 2026", "Fri, Dec 4, 2026"]);
    await user.click(screen.getByRole("button", { name: "Thu, Dec 3, 2026" }));
    expect(await screen.findByRole("list", { name: "River" })).toBeTruthy();
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe("2026-12-03");
    expect(view.sent.filter((r) => r.key === availabilityKey).map((r) => r.config.params?.date)).toEqual([
      "2026-12-01",
      "2026-12-03",
    ]);
  });

  it("a date outside the online window is named and asks nothing", async () => {
    const view = open({
      [clubKey]: { status: 200, data: { result: club } },
      [availabilityKey]: { status: 200, data: { result: day } },
    });
    const date = await screen.findByLabelText(/^Date/);
    await screen.findByRole("list", { name: "River" });
    fireEvent.change(date, { target: { value: "2026-12-20" } });
    expect(problemOf(date)).toContain("Please choose a date from Tue, Dec 1, 2026 to Tue, Dec 15, 2026.");
    expect(screen.queryByRole("list", { name: "River" })).toBeNull();
    expect(view.sent.filter((r) => r.key === availabilityKey)).toHaveLength(1);
  });

  it.each([
    ["en", "This golf club was not found or takes no online bookings."],
    ["ko", "골프장을 찾을 수 없거나 온라인 예약을 받지 않는 골프장입니다."],
  ])("an unknown club says so (%s)", async (lng, text) => {
    open({ [clubKey]: { status: 404, data: { code: "not_found" } } }, `/book?club=${clubId}`, lng);
    expect((await screen.findByRole("alert")).textContent).toContain(text);
  });

  it("a link without a club says so without asking the server", async () => {
    const view = open({}, "/book");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This booking page needs a golf club. Please open the booking link on the club's website.",
    );
    expect(view.sent).toEqual([]);
  });
});

describe("/book waitlist", () => {
  const joinKey = `POST /api/v1.0/public/clubs/${clubId}/waitlist`;

  it("joins the day's waitlist for the party searched; the mailed link confirms the place", async () => {
    const user = userEvent.setup();
    const { sent } = open({
      [clubKey]: { status: 200, data: { result: club } },
      [availabilityKey]: { status: 200, data: { result: day } },
      [joinKey]: { status: 201, data: { result: {} } },
    });
    await user.click(await screen.findByRole("button", { name: "Join the waitlist" }));
    // The waitlist step comes in its own chunk.
    expect(
      await screen.findByRole("heading", { level: 2, name: "Waitlist for Tue, Dec 1, 2026, 2 players" }),
    ).toBeTruthy();
    // A window the wrong way round is refused under its field, nothing sent.
    const latest = screen.getByLabelText(/^Latest tee time/);
    fireEvent.change(latest, { target: { value: "06:30" } });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Lê Minh");
    await user.type(screen.getByRole("textbox", { name: /^Phone number/ }), "0907654321");
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "minh@example.com");
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(problemOf(latest)).toBe(translate("waitlist_window_invalid", "en"));
    expect(sent.some((r) => r.key === joinKey)).toBe(false);
    fireEvent.change(latest, { target: { value: "09:30" } });
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(
      await screen.findByText(
        "We have sent a link to minh@example.com. Please open it to confirm your place; until then you are not in line.",
      ),
    ).toBeTruthy();
    expect(sent.find((r) => r.key === joinKey)?.body).toEqual({
      date: "2026-12-01",
      players: 2,
      from: "07:00",
      to: "09:30",
      name: "Lê Minh",
      phoneCode: "84",
      phoneNumber: "0907654321",
      email: "minh@example.com",
    });
  });

  it("a refusal (three entries already) is said in the catalogue's words and what was typed stays", async () => {
    const user = userEvent.setup();
    open(
      {
        [clubKey]: { status: 200, data: { result: club } },
        [availabilityKey]: { status: 200, data: { result: day } },
        [joinKey]: { status: 409, data: { code: "waitlist_limit_reached", message: "x" } },
      },
      `/book?club=${clubId}`,
      "ko",
    );
    await user.click(await screen.findByRole("button", { name: "대기 등록" }));
    await user.type(await screen.findByRole("textbox", { name: /^이름/ }), "김민준");
    await user.type(screen.getByRole("textbox", { name: /^전화번호/ }), "01012345678");
    await user.type(screen.getByRole("textbox", { name: /^이메일/ }), "minjun@example.com");
    await user.click(screen.getByRole("button", { name: "대기 등록" }));
    expect((await screen.findByRole("alert")).textContent).toBe(translate("waitlist_limit_reached", "ko"));
    expect((screen.getByRole("textbox", { name: /^이름/ }) as HTMLInputElement).value).toBe("김민준");
  });
});
