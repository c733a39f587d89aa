import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReleaseChallenge, ReleaseEntry } from "contracts/domains/releases/schemas";
import type { Availability, OnlineBooking, PublicClub } from "contracts/domains/reservations/online-booking";
import { renderScreen } from "test-kit/render-screen";
import { BookScreen } from "../book-screen";
import { TurnCountdown } from "./turn-countdown";

// The proof of work is the browser's job (a few hundred thousand hashes); here it is solved at once.
jest.mock("./solve-proof", () => ({
  solveProof: async (challenge: ReleaseChallenge) => ({
    challenge,
    solution: { counter: 7, derivedKey: "ab12" },
  }),
}));

const clubId = "65f0c0ffee0000000000beef";
const entryId = "65f0c0ffee0000000000e001";
const token = "k1Zb0w7Qy4-Vn8xT2mLp5rS9uE3cA6dH_jF0gK1oI2q";
const api = "/api/v1.0/public";
const clubKey = `GET ${api}/clubs/${clubId}`;
const availabilityKey = `GET ${api}/clubs/${clubId}/availability`;
const bookKey = `POST ${api}/clubs/${clubId}/reservations`;
const challengeKey = `GET ${api}/clubs/${clubId}/release-challenge`;
const joinKey = `POST ${api}/clubs/${clubId}/release-entries`;
const remindKey = `POST ${api}/clubs/${clubId}/release-reminders`;
const verifyKey = `POST ${api}/release-entries/verify`;
const entryKey = `GET ${api}/release-entry`;
const doneKey = `POST ${api}/release-entry/done`;
const rejoinKey = `POST ${api}/release-entry/rejoin`;

const date = "2026-12-15";
// 19:00 in Ho Chi Minh City, whatever the browser's time zone.
const opensAt = "2026-12-01T12:00:00.000Z";
const nextRelease = {
  date,
  opensAt,
  // 18:30 there, on a day already past: the line is open.
  joinFrom: "2026-01-01T11:30:00.000Z",
  serving: false,
  turnMinutes: 2,
  maxBookings: 1,
  maxPlayers: 4,
};
const club: PublicClub = {
  clubId,
  name: "Sân Golf Sài Gòn Riverside",
  hasImage: false,
  imageUrl: null,
  notice: "",
  description: "",
  precautions: "",
  timeZone: "Asia/Ho_Chi_Minh",
  today: "2026-12-01",
  firstOnlineDate: "2026-12-01",
  lastOnlineDate: "2026-12-14",
  minPlayers: 1,
  phoneCode: "84",
  freeCancellationHours: 24,
  releases: [nextRelease],
};
const joined: ReleaseEntry = {
  entryId,
  clubId,
  date,
  opensAt,
  state: "joined",
  position: null,
  ahead: null,
  lineLength: 40,
  turnEndsAt: null,
  turnMinutes: 2,
  bookingsLeft: 1,
  playersLeft: 4,
};
const challenge: ReleaseChallenge = {
  parameters: { algorithm: "SHA-256", nonce: "n", salt: "s", cost: 1, keyLength: 32, keyPrefix: "ab" },
  signature: "sig",
};
const river = "c".repeat(24);
const day: Availability = {
  date,
  courses: [
    {
      courseId: river,
      name: "River",
      teeTimes: [{ teeTime: "07:20", placesLeft: 4, pricePerPlayerCents: 15_000 }],
    },
  ],
};

const open = (routes: Parameters<typeof renderScreen>[1]["routes"]) =>
  renderScreen(BookScreen, { route: "/book", url: `/book?club=${clubId}`, routes, lng: "en" });

const card = async () =>
  within(await screen.findByRole("region", { name: "Tee times for Tue, Dec 15, 2026" }));

beforeEach(() => window.localStorage.clear());

describe("the release card on /book", () => {
  it("joins the line with the proof and the mailed code, keeps the token, and says when the draw is", async () => {
    const user = userEvent.setup();
    const view = open({
      [clubKey]: { status: 200, data: { result: club } },
      [availabilityKey]: { status: 200, data: { result: { date: "2026-12-01", courses: [] } } },
      [challengeKey]: { status: 200, data: { result: challenge } },
      [joinKey]: { status: 202, data: { result: { entryId, codeExpiresAt: "2026-12-01T11:50:00.000Z" } } },
      [verifyKey]: { status: 200, data: { result: { token, entry: joined } } },
    });
    const release = await card();
    expect(release.getByText(/open at 19:00 \(Asia\/Ho_Chi_Minh time\)/)).toBeTruthy();
    expect(release.getByText(/join the line from 18:30/)).toBeTruthy();
    await user.type(await release.findByLabelText(/^Email/), "minh@example.com");
    await user.click(release.getByRole("button", { name: "Join the line" }));
    expect((await release.findByRole("status")).textContent).toBe(
      "We have sent a 6-digit code to minh@example.com. Enter it here to take your place in line.",
    );
    expect(view.sent.find((r) => r.key === joinKey)?.body).toEqual({
      date,
      email: "minh@example.com",
      proof: { challenge, solution: { counter: 7, derivedKey: "ab12" } },
    });
    await user.type(release.getByLabelText(/^Code from the email/), "123456");
    await user.click(release.getByRole("button", { name: "Confirm" }));
    expect(await release.findByText("You are in the line. The draw is at 19:00.")).toBeTruthy();
    expect(view.sent.find((r) => r.key === verifyKey)?.body).toEqual({ entryId, code: "123456" });
    expect(window.localStorage.getItem(`mf-booking:release:${clubId}:${date}`)).toBe(token);
  });

  it("before the line opens, takes an email for a reminder", async () => {
    const user = userEvent.setup();
    const later = { ...nextRelease, joinFrom: new Date(Date.now() + 3_600_000).toISOString() };
    const view = open({
      [clubKey]: { status: 200, data: { result: { ...club, releases: [later] } } },
      [availabilityKey]: { status: 200, data: { result: { date: "2026-12-01", courses: [] } } },
      [remindKey]: { status: 202, data: { result: {} } },
    });
    const release = await card();
    expect(release.queryByRole("button", { name: "Join the line" })).toBeNull();
    await user.type(await release.findByLabelText(/^Email/), "minh@example.com");
    await user.click(release.getByRole("button", { name: "Remind me" }));
    expect((await release.findByRole("status")).textContent).toBe(
      "We will email minh@example.com when the line opens.",
    );
    expect(view.sent.find((r) => r.key === remindKey)?.body).toEqual({ date, email: "minh@example.com" });
    expect(view.sent.some((r) => r.key === challengeKey)).toBe(false);
  });

  it("in the golfer's turn, books the released day with the token, confirmed at once, then ends the turn", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(`mf-booking:release:${clubId}:${date}`, token);
    const turn: ReleaseEntry = {
      ...joined,
      state: "turn",
      position: 3,
      turnEndsAt: new Date(Date.now() + 90_000).toISOString(),
    };
    const booking: OnlineBooking = {
      reference: "K7QM-MXR4-2HBT-9WDZ-PLC6",
      date,
      teeTime: "07:20",
      courseName: "River",
      players: 2,
      totalPriceCents: 30_000,
      status: "reserved",
      holdExpiresAt: null,
    };
    const view = open({
      [clubKey]: {
        status: 200,
        data: { result: { ...club, releases: [{ ...nextRelease, serving: true }] } },
      },
      [availabilityKey]: { status: 200, data: { result: day } },
      [entryKey]: { status: 200, data: { result: turn } },
      [bookKey]: { status: 201, data: { result: booking } },
      [doneKey]: { status: 200, data: { result: { ...turn, state: "done", turnEndsAt: null } } },
    });
    const release = await card();
    expect(await release.findByText("It is your turn to book.")).toBeTruthy();
    expect(release.getByRole("timer", { name: "Time left in your turn" }).textContent).toMatch(/^1:[0-5]\d$/);
    expect(release.getByTestId("turn-minutes").textContent).toBe("2 minutes left in your turn");
    expect(view.sent.find((r) => r.key === entryKey)?.config.params).toEqual({ token });

    await user.click(await release.findByRole("combobox", { name: /Players/ }));
    await user.click(screen.getByRole("option", { name: "2 players" }));
    await user.click(release.getByRole("button", { name: /^07:20/ }));
    await user.type(await release.findByLabelText(/^Name/), "Lê Minh");
    await user.type(release.getByLabelText(/^Phone number/), "0907654321");
    await user.type(release.getByLabelText(/^Email/), "minh@example.com");
    await user.click(release.getByRole("button", { name: "Book" }));
    expect(await release.findByTestId("booking-reference")).toBeTruthy();
    expect(release.getByText("Reserved")).toBeTruthy();
    expect(view.sent.find((r) => r.key === bookKey)?.body).toEqual({
      date,
      courseId: river,
      teeTime: "07:20",
      players: 2,
      name: "Lê Minh",
      phoneCode: "84",
      phoneNumber: "0907654321",
      email: "minh@example.com",
      releaseToken: token,
    });

    await user.click(release.getByRole("button", { name: "I'm done" }));
    expect(await release.findByText("Your turn is over. Thank you.")).toBeTruthy();
    // The booking made stays shown once the turn is over.
    expect(release.getByTestId("booking-reference").textContent).toBe("K7QM-MXR4-2HBT-9WDZ-PLC6");
    expect(view.sent.find((r) => r.key === doneKey)?.body).toEqual({ token });
  });

  it("after a missed turn, rejoins the end of the line and shows the new place", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(`mf-booking:release:${clubId}:${date}`, token);
    const missed: ReleaseEntry = { ...joined, state: "missed", position: 3 };
    const waiting: ReleaseEntry = { ...joined, state: "waiting", position: 41, ahead: 12 };
    const view = open({
      [clubKey]: {
        status: 200,
        data: { result: { ...club, releases: [{ ...nextRelease, serving: true }] } },
      },
      [availabilityKey]: { status: 200, data: { result: { date: "2026-12-01", courses: [] } } },
      [entryKey]: { status: 200, data: { result: missed } },
      [rejoinKey]: { status: 200, data: { result: waiting } },
    });
    const release = await card();
    expect(await release.findByText("Your turn has passed.")).toBeTruthy();
    await user.click(release.getByRole("button", { name: "Rejoin at the end of the line" }));
    expect(await release.findByText("You are number 41 in line. 12 golfers are ahead of you.")).toBeTruthy();
    expect(view.sent.find((r) => r.key === rejoinKey)?.body).toEqual({ token });
  });
});

let endsAt = "";
function Countdown() {
  return <TurnCountdown endsAt={endsAt} />;
}

describe("the turn's countdown", () => {
  afterEach(() => jest.useRealTimers());

  it("ticks every second on screen but is announced only at whole minutes", async () => {
    jest.useFakeTimers({ now: new Date("2026-12-01T12:00:00.000Z") });
    endsAt = "2026-12-01T12:02:00.000Z";
    renderScreen(Countdown, { route: "/book", lng: "en" });
    const timer = await screen.findByRole("timer", { name: "Time left in your turn" });
    const spoken = screen.getByTestId("turn-minutes");
    expect(spoken.getAttribute("aria-live")).toBe("polite");
    expect([timer.textContent, spoken.textContent]).toEqual(["2:00", "2 minutes left in your turn"]);
    const announced: string[] = [];
    const observer = new MutationObserver(() => announced.push(spoken.textContent ?? ""));
    observer.observe(spoken, { subtree: true, characterData: true, childList: true });
    for (let second = 0; second < 61; second++) act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(timer.textContent).toBe("0:59"));
    expect(spoken.textContent).toBe("1 minute left in your turn");
    // One change in 61 seconds: the minute, not each second.
    expect(announced).toEqual(["1 minute left in your turn"]);
    observer.disconnect();
  });
});
