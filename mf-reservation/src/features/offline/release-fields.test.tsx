import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { OfflineSettings } from "./offline-settings";

const clubId = "0123456789abcdef01234567";
const settingsKey = `/api/v1.0/clubs/${clubId}/reservations/settings`;
const session = {
  clubId,
  userSession: {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { RESERVATION: { read: true, create: true, update: true, delete: false } } },
  },
};
const stored = {
  heldFirstTimes: 0,
  heldTimes: [],
  heldWeekdays: [],
  onlineDaysAhead: 14,
  onlineHoldMinutes: 15,
  freeCancellationHours: 24,
  waitlistOfferMinutes: 10,
  contactHours: { from: "07:00", to: "21:00" },
  autoNoShow: false,
  noShowGraceMinutes: 15,
  strikeRule: null,
  release: null,
};

const open = (result: object = stored) =>
  renderScreen(OfflineSettings, {
    route: "/offline-reservation",
    session,
    routes: {
      [`GET ${settingsKey}`]: { status: 200, data: { result } },
      [`PUT ${settingsKey}`]: (config) => ({
        status: 200,
        data: { result: JSON.parse(String(config.data)) },
      }),
    },
  });

/** The first message a field is described by: its problem, shown under it (a hint comes after it). */
const problemOf = (field: HTMLElement) =>
  document.getElementById((field.getAttribute("aria-describedby") ?? "").split(" ")[0] ?? "")?.textContent ??
  null;

const spin = (name: RegExp) => screen.getByRole("spinbutton", { name }) as HTMLInputElement;

describe("the release rule in the offline settings", () => {
  it("switches the release on with its defaults, refuses a value out of range, and saves the rule", async () => {
    const user = userEvent.setup();
    const view = open();
    const on = await screen.findByRole("checkbox", { name: "Open each new day at a set time" });
    expect((on as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/Opens at/)).toBeNull();
    await user.click(on);
    expect((screen.getByLabelText(/Opens at/) as HTMLInputElement).value).toBe("19:00");
    expect(
      [/Minutes per turn/, /Golfers at once/, /Bookings per golfer/, /Players per golfer/].map(
        (name) => spin(name).value,
      ),
    ).toEqual(["2", "5", "1", "4"]);

    await user.clear(spin(/Minutes per turn/));
    await user.type(spin(/Minutes per turn/), "11");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(problemOf(spin(/Minutes per turn/))).toBe(translate("release_rule_invalid", "en")),
    );
    expect(view.sent.some((request) => request.key.startsWith("PUT"))).toBe(false);

    await user.clear(spin(/Minutes per turn/));
    await user.type(spin(/Minutes per turn/), "3");
    await user.clear(spin(/Golfers at once/));
    await user.type(spin(/Golfers at once/), "10");
    await user.clear(spin(/Players per golfer/));
    await user.type(spin(/Players per golfer/), "2");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect((await screen.findByRole("status")).textContent).toBe("The offline settings are saved.");
    expect(view.sent.find((request) => request.key === `PUT ${settingsKey}`)?.body).toMatchObject({
      release: { at: "19:00", turnMinutes: 3, atOnce: 10, maxBookings: 1, maxPlayers: 2 },
    });
  });

  it("shows a stored rule and switching it off sends none", async () => {
    const user = userEvent.setup();
    const view = open({
      ...stored,
      release: { at: "20:30", turnMinutes: 4, atOnce: 8, maxBookings: 2, maxPlayers: 3 },
    });
    const on = await screen.findByRole("checkbox", { name: "Open each new day at a set time" });
    expect((on as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Opens at/) as HTMLInputElement).value).toBe("20:30");
    expect(spin(/Bookings per golfer/).value).toBe("2");
    await user.click(on);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByRole("status");
    expect(view.sent.find((request) => request.key === `PUT ${settingsKey}`)?.body).toMatchObject({
      release: null,
    });
  });
});
