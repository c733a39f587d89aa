import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { timeOfMinutes } from "contracts/domains/common/dates";
import type { BookingHold } from "contracts/domains/reservations/online-booking";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { BookingConfirmScreen } from "./booking-confirm-screen";

const token = "k1Zb0w7Qy4-Vn8xT2mLp5rS9uE3cA6dH_jF0gK1oI2q";
const holdKey = "GET /api/v1.0/public/booking-holds";
const confirmKey = "POST /api/v1.0/public/booking-holds/confirm";
const cancelKey = "POST /api/v1.0/public/booking-holds/cancel";

const held: BookingHold = {
  state: "held",
  kind: "booking",
  status: "pending",
  reference: "K7QM-MXR4-2HBT-9WDZ-PLC6",
  clubName: "Sân Golf Sài Gòn Riverside",
  timeZone: "Asia/Ho_Chi_Minh",
  date: "2026-12-05",
  teeTime: "07:20",
  courseName: "River",
  players: 3,
  totalPriceCents: 45_000,
  // 10:35 in Ho Chi Minh City, whatever the browser's time zone.
  holdExpiresAt: "2026-12-01T03:35:00.000Z",
  // 24 hours before the tee time on the club's clock: 07:20 on Dec 4 in Ho Chi Minh City.
  freeCancellationUntil: "2026-12-04T00:20:00.000Z",
  openTeeTimes: null,
};
/** Free cancellation has passed: cancelling is a request for the club. */
const late: BookingHold = {
  ...held,
  state: "confirmed",
  status: "reserved",
  holdExpiresAt: null,
  freeCancellationUntil: null,
};
/** A waitlist offer, held for the golfer to take or decline. */
const offer: BookingHold = { ...held, kind: "offer" };
const confirmed: BookingHold = { ...held, state: "confirmed", status: "reserved", holdExpiresAt: null };
const expired: BookingHold = {
  ...held,
  state: "expired",
  status: "cancelled",
  openTeeTimes: [
    {
      courseId: "c".repeat(24),
      name: "River",
      teeTimes: [
        { teeTime: "07:20", placesLeft: 4, pricePerPlayerCents: 15_000 },
        { teeTime: "07:40", placesLeft: 1, pricePerPlayerCents: 15_000 },
      ],
    },
    { courseId: "d".repeat(24), name: "Lake", teeTimes: [] },
  ],
};

const open = (
  routes: Parameters<typeof renderScreen>[1]["routes"],
  lng = "en",
  url = `/booking-confirm?token=${token}`,
) => renderScreen(BookingConfirmScreen, { route: "/booking-confirm", url, routes, lng });

describe("/booking-confirm", () => {
  it("shows the hold with until when it lasts, and confirming by keyboard shows the booking reserved with its reference", async () => {
    const user = userEvent.setup();
    let state = held;
    const view = open({
      [holdKey]: (config) =>
        config.params?.token === token ? { status: 200, data: { result: state } } : { status: 404, data: {} },
      [confirmKey]: () => {
        state = confirmed;
        return { status: 200, data: { result: confirmed } };
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Confirm your booking" })).toBeTruthy();
    expect(screen.getByText("Sân Golf Sài Gòn Riverside")).toBeTruthy();
    expect(screen.getByText("Sat, Dec 5, 2026")).toBeTruthy();
    expect(screen.getByTestId("booking-tee-time").textContent).toBe("07:20");
    expect(screen.getByText("River")).toBeTruthy();
    expect(screen.getByText("$450.00")).toBeTruthy();
    expect(screen.getByTestId("booking-status").textContent).toBe("Pending");
    expect(screen.getByRole("status").textContent).toBe(
      "Your places are held until 10:35 on Tue, Dec 1, 2026 (Asia/Ho_Chi_Minh time). Please confirm your booking before then; afterwards the places are released for other golfers.",
    );
    expect(screen.queryByTestId("booking-reference")).toBeNull();
    // The terms are stated before the golfer books.
    expect(screen.getByTestId("cancellation-terms").textContent).toBe(
      "Free cancellation until 07:20 on Fri, Dec 4, 2026 (Asia/Ho_Chi_Minh time).",
    );

    // Tab reaches the button; Enter presses it.
    const button = screen.getByRole("button", { name: "Confirm booking" });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Your booking is confirmed" })).toBeTruthy();
    expect(screen.getByTestId("booking-reference").textContent).toBe("K7QM-MXR4-2HBT-9WDZ-PLC6");
    expect(screen.getByTestId("booking-status").textContent).toBe("Reserved");
    expect(screen.getByRole("status").textContent).toContain("Please quote your reference");
    expect(screen.queryByRole("button", { name: "Confirm booking" })).toBeNull();
    // The token travels in the body, never in the path.
    const sent = view.sent.find((request) => request.key === confirmKey);
    expect(sent?.body).toEqual({ token });
    expect(view.sent.every((request) => !request.key.includes(token))).toBe(true);
  });

  it.each([
    [
      "ko",
      "예약을 확정해 주세요",
      "예약 확정",
      "2026. 12. 1. (화) 10:35 (Asia/Ho_Chi_Minh 기준)",
      "2026. 12. 4. (금) 07:20 (Asia/Ho_Chi_Minh 기준)까지 무료로 취소할 수 있습니다.",
    ],
    [
      "vi",
      "Vui lòng xác nhận lượt đặt sân",
      "Xác nhận đặt sân",
      "10:35 ngày Thứ 3, 01/12/2026 (giờ Asia/Ho_Chi_Minh)",
      "Hủy miễn phí đến 07:20 ngày Thứ 6, 04/12/2026 (giờ Asia/Ho_Chi_Minh).",
    ],
  ])("speaks %s", async (lng, title, button, until, terms) => {
    open({ [holdKey]: { status: 200, data: { result: held } } }, lng);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: button })).toBeTruthy();
    expect(screen.getAllByText(new RegExp(until.replace(/[().]/g, "\\$&")))).not.toHaveLength(0);
    expect(screen.getByTestId("cancellation-terms").textContent).toBe(terms);
  });

  it("an expired hold says so and lists the tee times still open that day", async () => {
    open({ [holdKey]: { status: 200, data: { result: expired } } });
    expect(await screen.findByRole("heading", { level: 1, name: "This hold has expired" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Your hold ended at 10:35 on Tue, Dec 1, 2026 (Asia/Ho_Chi_Minh time) and its places were released for other golfers.",
    );
    expect(screen.getByRole("heading", { level: 3, name: "River · $150.00 per player" })).toBeTruthy();
    const river = screen.getByRole("list", { name: "River" });
    expect([...river.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "07:20",
      "07:40 · 1 place left",
    ]);
    // A course with nothing open is left out; the expired hold shows no status that could read "Pending".
    expect(screen.queryByRole("list", { name: "Lake" })).toBeNull();
    expect(screen.queryByTestId("booking-status")).toBeNull();
    expect(screen.queryByRole("button", { name: "Confirm booking" })).toBeNull();
  });

  it("lists the open times nearest the hold's first, all of them on request", async () => {
    const user = userEvent.setup();
    const times = Array.from({ length: 30 }, (_, i) => ({
      teeTime: timeOfMinutes(6 * 60 + i * 10),
      placesLeft: 4,
      pricePerPlayerCents: i < 15 ? 15_000 : 18_000,
    }));
    open({
      [holdKey]: {
        status: 200,
        data: {
          result: {
            ...expired,
            teeTime: "08:00",
            openTeeTimes: [{ courseId: "c".repeat(24), name: "River", teeTimes: times }],
          },
        },
      },
    });
    const river = await screen.findByRole("list", { name: "River" });
    const shown = () => [...river.querySelectorAll("li")].map((li) => li.textContent);
    // Two prices on the course: each time names its own.
    expect(shown()).toEqual([
      "07:00 · $150.00 per player",
      "07:10 · $150.00 per player",
      "07:20 · $150.00 per player",
      "07:30 · $150.00 per player",
      "07:40 · $150.00 per player",
      "07:50 · $150.00 per player",
      "08:00 · $150.00 per player",
      "08:10 · $150.00 per player",
      "08:20 · $150.00 per player",
      "08:30 · $180.00 per player",
      "08:40 · $180.00 per player",
      "08:50 · $180.00 per player",
    ]);
    const more = screen.getByRole("button", { name: "Show all open tee times" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await user.click(more);
    expect(shown()).toHaveLength(30);
    expect(
      screen.getByRole("button", { name: "Show the nearest times only" }).getAttribute("aria-expanded"),
    ).toBe("true");
  });

  it("a hold that expires while the page is open: Confirm answers 409 and the page shows the times still open", async () => {
    const user = userEvent.setup();
    let state = held;
    open({
      [holdKey]: () => ({ status: 200, data: { result: state } }),
      [confirmKey]: () => {
        state = expired;
        return {
          status: 409,
          data: { code: "hold_expired", message: translate("hold_expired", "en") },
        };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Confirm booking" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This hold has expired" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "River" })).toBeTruthy();
  });

  it.each([
    ["an unknown token", `/booking-confirm?token=${token}`, 404],
    ["a cut link", "/booking-confirm?token=k1Zb0", 422],
  ])("%s says the link is not valid", async (_case, url, status) => {
    open(
      { [holdKey]: { status, data: { code: status === 404 ? "not_found" : "validation_failed" } } },
      "en",
      url,
    );
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "This link is not valid. Please open the whole link from your booking mail.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Booking confirmation" })).toBeTruthy();
  });

  it("a link without a token says it is not valid without asking the server", async () => {
    const view = open({}, "vi", "/booking-confirm");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Liên kết này không hợp lệ. Vui lòng mở toàn bộ liên kết trong email đặt sân.",
    );
    expect(view.sent).toEqual([]);
  });

  it("shows loading, then a failure with Retry, which loads again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    open({
      [holdKey]: () => (++calls === 1 ? { status: 0 } : { status: 200, data: { result: held } }),
    });
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "The server could not be reached. Check your connection and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Confirm your booking" })).toBeTruthy();
    await waitFor(() => expect(calls).toBe(2));
  });

  describe("the golfer's own cancellation", () => {
    it("asks first, stating until when it is free; No leaves the booking as it is", async () => {
      const user = userEvent.setup();
      const view = open({ [holdKey]: { status: 200, data: { result: confirmed } } });
      await user.click(await screen.findByRole("button", { name: "Cancel my booking" }));
      const dialog = screen.getByRole("dialog", { name: "Cancel your booking?" });
      expect(dialog.textContent).toContain(
        "Free cancellation until 07:20 on Fri, Dec 4, 2026 (Asia/Ho_Chi_Minh time): your booking is cancelled at once and its places are released.",
      );
      await user.click(screen.getByRole("button", { name: "No" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(view.sent.some((request) => request.key === cancelKey)).toBe(false);
    });

    it("too late for a free cancellation: says so first, sends the token and shows the request waiting for the club", async () => {
      const user = userEvent.setup();
      const pending: BookingHold = { ...late, state: "cancelPending", status: "cancelPending" };
      const view = open({
        [holdKey]: { status: 200, data: { result: late } },
        [cancelKey]: { status: 200, data: { result: pending } },
      });
      expect((await screen.findByTestId("cancellation-terms")).textContent).toBe(
        "Cancelling now sends a request to the club, which will confirm it.",
      );
      await user.click(screen.getByRole("button", { name: "Cancel my booking" }));
      expect(screen.getByRole("dialog", { name: "Cancel your booking?" }).textContent).toContain(
        "Free cancellation has ended: your cancellation request is sent to the club, which will confirm it.",
      );
      await user.click(screen.getByRole("button", { name: "Yes" }));
      expect(await screen.findByRole("heading", { level: 1, name: "Cancellation requested" })).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe(
        "Your cancellation request was sent to the club; the club will confirm it.",
      );
      expect(screen.getByTestId("booking-status").textContent).toBe("Cancel pending");
      expect(screen.queryByRole("button", { name: "Cancel my booking" })).toBeNull();
      expect(screen.queryByTestId("cancellation-terms")).toBeNull();
      const sent = view.sent.filter((request) => request.key === cancelKey);
      expect(sent.map((request) => request.body)).toEqual([{ token }]);
      expect(view.sent.every((request) => !request.key.includes(token))).toBe(true);
    });

    it("in time: the held booking is cancelled at once and says the places were released", async () => {
      const user = userEvent.setup();
      const cancelled: BookingHold = {
        ...held,
        state: "cancelled",
        status: "cancelled",
        holdExpiresAt: null,
      };
      open({
        [holdKey]: { status: 200, data: { result: held } },
        [cancelKey]: { status: 200, data: { result: cancelled } },
      });
      await user.click(await screen.findByRole("button", { name: "Cancel my booking" }));
      expect(screen.getByRole("dialog").textContent).toContain("Your held places are released at once.");
      await user.click(screen.getByRole("button", { name: "Yes" }));
      expect(
        await screen.findByRole("heading", { level: 1, name: "This booking was cancelled" }),
      ).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe(
        "Your booking is cancelled and its places were released for other golfers.",
      );
      expect(screen.queryByRole("button", { name: "Confirm booking" })).toBeNull();
    });

    it("a refusal is worded from the catalogue and the booking stays shown", async () => {
      const user = userEvent.setup();
      open(
        {
          [holdKey]: { status: 200, data: { result: confirmed } },
          [cancelKey]: {
            status: 409,
            data: { code: "booking_not_cancellable", message: translate("booking_not_cancellable", "ko") },
          },
        },
        "ko",
      );
      await user.click(await screen.findByRole("button", { name: "예약 취소" }));
      await user.click(screen.getByRole("button", { name: "예" }));
      expect(await screen.findByRole("alert")).toHaveProperty(
        "textContent",
        translate("booking_not_cancellable", "ko"),
      );
      expect(screen.getByRole("heading", { level: 1, name: "예약이 확정되었습니다" })).toBeTruthy();
    });

    it("a paid booking offers no cancellation", async () => {
      open({ [holdKey]: { status: 200, data: { result: { ...confirmed, status: "paid" } } } });
      expect(
        await screen.findByRole("heading", { level: 1, name: "Your booking is confirmed" }),
      ).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Cancel my booking" })).toBeNull();
    });
  });

  describe("a waitlist offer", () => {
    it("is worded as an offer: Take it confirms the hold with its token", async () => {
      const user = userEvent.setup();
      let state = offer;
      const view = open({
        [holdKey]: () => ({ status: 200, data: { result: state } }),
        [confirmKey]: () => {
          state = { ...confirmed, kind: "offer" };
          return { status: 200, data: { result: state } };
        },
      });
      expect(
        await screen.findByRole("heading", { level: 1, name: "A place opened up for you" }),
      ).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe(
        "Held for you until 10:35 (Asia/Ho_Chi_Minh time). Take it to book these places, or decline it so the next golfer in line can have them.",
      );
      expect(screen.getByTestId("cancellation-terms").textContent).toBe(
        "Free cancellation until 07:20 on Fri, Dec 4, 2026 (Asia/Ho_Chi_Minh time).",
      );
      expect(screen.queryByRole("button", { name: "Confirm booking" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Cancel my booking" })).toBeNull();
      const take = screen.getByRole("button", { name: "Take it" });
      while (document.activeElement !== take) await user.tab();
      await user.keyboard("{Enter}");
      // Taken, it is a booking like any other.
      expect(
        await screen.findByRole("heading", { level: 1, name: "Your booking is confirmed" }),
      ).toBeTruthy();
      expect(screen.getByRole("button", { name: "Cancel my booking" })).toBeTruthy();
      expect(view.sent.filter((request) => request.key === confirmKey).map((r) => r.body)).toEqual([
        { token },
      ]);
    });

    it("Decline asks first, then cancels the hold with its token and says the places go to the next in line", async () => {
      const user = userEvent.setup();
      const declined: BookingHold = {
        ...offer,
        state: "cancelled",
        status: "cancelled",
        holdExpiresAt: null,
      };
      const view = open({
        [holdKey]: { status: 200, data: { result: offer } },
        [cancelKey]: { status: 200, data: { result: declined } },
      });
      await user.click(await screen.findByRole("button", { name: "Decline" }));
      const dialog = screen.getByRole("dialog", { name: "Decline this offer?" });
      expect(dialog.textContent).toContain(
        "Its places go to the next golfer in line, and you cannot take them back.",
      );
      await user.click(screen.getByRole("button", { name: "Yes" }));
      expect(await screen.findByRole("heading", { level: 1, name: "You declined the offer" })).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe(
        "You declined the offer; its places go to the next golfer in line.",
      );
      expect(view.sent.filter((request) => request.key === cancelKey).map((r) => r.body)).toEqual([
        { token },
      ]);
    });

    it("an offer that ran out says it ended", async () => {
      open({ [holdKey]: { status: 200, data: { result: { ...expired, kind: "offer" } } } });
      expect(await screen.findByRole("heading", { level: 1, name: "The offer has ended" })).toBeTruthy();
      expect(screen.getByRole("alert").textContent).toBe(
        "The offer ended at 10:35 on Tue, Dec 1, 2026 (Asia/Ho_Chi_Minh time) without an answer, and its places went to the next golfer in line.",
      );
      expect(screen.queryByRole("button", { name: "Take it" })).toBeNull();
    });

    it.each([
      ["ko", "대기하신 티타임에 자리가 났습니다", "예약하기", "양보하기", "10:35(Asia/Ho_Chi_Minh 기준)까지"],
      ["vi", "Đã có chỗ trống cho bạn", "Nhận chỗ", "Từ chối", "đến 10:35 (giờ Asia/Ho_Chi_Minh)"],
    ])("speaks %s", async (lng, title, take, decline, until) => {
      open({ [holdKey]: { status: 200, data: { result: offer } } }, lng);
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole("button", { name: take })).toBeTruthy();
      expect(screen.getByRole("button", { name: decline })).toBeTruthy();
      expect(screen.getByRole("status").textContent).toContain(until);
    });
  });
});
