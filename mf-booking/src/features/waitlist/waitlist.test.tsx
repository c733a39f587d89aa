import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { WaitlistEntry } from "contracts/domains/waitlist/schemas";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { WaitlistScreen } from "./waitlist-screen";

const token = "k1Zb0w7Qy4-Vn8xT2mLp5rS9uE3cA6dH_jF0gK1oI2q";
const entryKey = "GET /api/v1.0/public/waitlist";
const confirmKey = "POST /api/v1.0/public/waitlist/confirm";
const leaveKey = "POST /api/v1.0/public/waitlist/leave";

const unconfirmed: WaitlistEntry = {
  state: "unconfirmed",
  clubName: "Sân Golf Sài Gòn Riverside",
  timeZone: "Asia/Ho_Chi_Minh",
  date: "2026-12-05",
  from: "07:00",
  to: "09:00",
  courseName: null,
  players: 2,
  position: null,
  offer: null,
};
const waiting: WaitlistEntry = { ...unconfirmed, state: "waiting", position: 3 };
const offered: WaitlistEntry = {
  ...waiting,
  state: "offered",
  position: null,
  offer: {
    reservationId: "a".repeat(24),
    courseId: "c".repeat(24),
    courseName: "River",
    teeTime: "07:40",
    // 10:35 in Ho Chi Minh City, whatever the browser's time zone.
    expiresAt: "2026-12-01T03:35:00.000Z",
  },
};

const open = (
  routes: Parameters<typeof renderScreen>[1]["routes"],
  lng = "en",
  url = `/waitlist?token=${token}`,
) => renderScreen(WaitlistScreen, { route: "/waitlist", url, routes, lng });

describe("/waitlist", () => {
  it("asks to confirm the email (opening the link changes nothing), then shows the place in line", async () => {
    const user = userEvent.setup();
    const { sent } = open({
      [entryKey]: { status: 200, data: { result: unconfirmed } },
      [confirmKey]: { status: 200, data: { result: waiting } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Confirm your place on the waitlist" }),
    ).toBeTruthy();
    expect(screen.getByText("Sân Golf Sài Gòn Riverside")).toBeTruthy();
    expect(screen.getByText("07:00–09:00")).toBeTruthy();
    expect(screen.getByText("Any course")).toBeTruthy();
    expect(sent.some((r) => r.key === confirmKey)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Confirm my place" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You are on the waitlist" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("You are number 3 in line.");
    expect(sent.find((r) => r.key === confirmKey)?.body).toEqual({ token });
  });

  it("shows an offer with its tee time and until when it is held, in the club's time", async () => {
    open({ [entryKey]: { status: 200, data: { result: offered } } });
    expect(await screen.findByRole("heading", { level: 1, name: "A tee time is free for you" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "07:40 · River is held for you until Tue, Dec 1, 2026 10:35. Please take or decline it from the offer's email.",
    );
    // Nothing to leave or confirm while an offer is open.
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("leaves the line once the golfer says so, in Korean", async () => {
    const user = userEvent.setup();
    const { sent } = open(
      {
        [entryKey]: { status: 200, data: { result: waiting } },
        [leaveKey]: { status: 200, data: { result: { ...waiting, state: "left", position: null } } },
      },
      "ko",
    );
    await user.click(await screen.findByRole("button", { name: "대기 등록 취소" }));
    expect(sent.some((r) => r.key === leaveKey)).toBe(false);
    await user.click(screen.getByRole("button", { name: "계속 대기" }));
    await user.click(screen.getByRole("button", { name: "대기 등록 취소" }));
    await user.click(screen.getByRole("button", { name: "예, 취소합니다" }));
    expect(await screen.findByRole("heading", { level: 1, name: "대기 등록을 취소했습니다" })).toBeTruthy();
    expect(sent.find((r) => r.key === leaveKey)?.body).toEqual({ token });
  });

  it("a refusal is told in the catalogue's words and the entry read again", async () => {
    const user = userEvent.setup();
    const { sent } = open(
      {
        [entryKey]: { status: 200, data: { result: waiting } },
        [leaveKey]: { status: 409, data: { code: "waitlist_entry_not_waiting", message: "x" } },
      },
      "vi",
    );
    await user.click(await screen.findByRole("button", { name: "Rời danh sách chờ" }));
    await user.click(screen.getByRole("button", { name: "Có, rời danh sách" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      translate("waitlist_entry_not_waiting", "vi"),
    );
    await waitFor(() => expect(sent.filter((r) => r.key === entryKey).length).toBeGreaterThan(1));
  });

  it("a link without its token, or one we did not send, says so", async () => {
    open({ [entryKey]: { status: 404, data: { code: "not_found", message: "x" } } });
    expect(
      await screen.findByText("This link is not valid. Please open the whole link from your waitlist email."),
    ).toBeTruthy();
  });
});
