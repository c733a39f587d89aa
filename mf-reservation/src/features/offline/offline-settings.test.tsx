import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { sharedTexts } from "../../i18n/shared";
import { OfflineSettings } from "./offline-settings";
import { offlineTexts } from "./texts";

const clubId = "0123456789abcdef01234567";
const settingsKey = `/api/v1.0/clubs/${clubId}/reservations/settings`;
const sessionWith = (update: boolean) => ({
  clubId,
  userSession: {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { RESERVATION: { read: true, create: true, update, delete: false } } },
  },
});
const stored = {
  heldFirstTimes: 2,
  heldTimes: ["07:00"],
  heldWeekdays: [0, 6],
  onlineDaysAhead: 30,
  onlineHoldMinutes: 15,
};

/** The message a field is described by: its problem, shown under it. */
const problemOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? null;

describe("offline settings", () => {
  it("loads the club's settings, saves what was typed as the contract's values, and says so", async () => {
    const view = renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      routes: {
        [`GET ${settingsKey}`]: { status: 200, data: { result: stored } },
        [`PUT ${settingsKey}`]: (config) => ({
          status: 200,
          data: { result: JSON.parse(String(config.data)) },
        }),
      },
    });
    const first = await screen.findByRole("spinbutton", { name: /First tee times of each day/ });
    expect((first as HTMLInputElement).value).toBe("2");
    await userEvent.clear(first);
    await userEvent.type(first, "3");
    const times = screen.getByRole("textbox", { name: /Also hold these tee times/ });
    await userEvent.clear(times);
    await userEvent.type(times, "07:00, 07:08");
    await userEvent.click(screen.getByRole("checkbox", { name: "Mon" }));
    const hold = screen.getByRole("spinbutton", { name: /Online hold time/ });
    expect((hold as HTMLInputElement).value).toBe("15");
    await userEvent.clear(hold);
    await userEvent.type(hold, "25");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "The offline settings are saved.",
    );
    const put = view.sent.find((request) => request.key === `PUT ${settingsKey}`);
    expect(put?.body).toEqual({
      heldFirstTimes: 3,
      heldTimes: ["07:00", "07:08"],
      heldWeekdays: [0, 1, 6],
      onlineDaysAhead: 30,
      onlineHoldMinutes: 25,
    });
  });

  it("refuses a bad value with the catalogue's message and sends nothing", async () => {
    const view = renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      routes: { [`GET ${settingsKey}`]: { status: 200, data: { result: stored } } },
    });
    const days = await screen.findByRole("spinbutton", { name: /Online booking opens/ });
    await userEvent.clear(days);
    await userEvent.type(days, "0");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      translate("reservation_days_ahead_invalid", "en"),
    );
    // Under its own field, which takes the focus.
    expect(problemOf(days)).toBe(translate("reservation_days_ahead_invalid", "en"));
    expect(document.activeElement).toBe(days);
    expect(view.sent.some((request) => request.key.startsWith("PUT"))).toBe(false);
  });

  it.each([
    ["en", "The online hold time must be between 5 and 60 minutes."],
    ["vi", "Thời gian giữ chỗ trực tuyến phải từ 5 đến 60 phút."],
  ])("refuses a hold time outside 5–60 minutes in %s and sends nothing", async (lng, message) => {
    const view = renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      lng,
      routes: { [`GET ${settingsKey}`]: { status: 200, data: { result: stored } } },
    });
    const label = offlineTexts.translations[lng as "en" | "vi"] as {
      settings: { onlineHoldMinutes: string };
    };
    const hold = await screen.findByRole("spinbutton", { name: label.settings.onlineHoldMinutes });
    await userEvent.clear(hold);
    await userEvent.type(hold, "4");
    await userEvent.click(
      screen.getByRole("button", { name: lng === "en" ? "Save settings" : "Lưu cài đặt" }),
    );
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", message);
    expect(problemOf(hold)).toBe(message);
    expect(view.sent.some((request) => request.key.startsWith("PUT"))).toBe(false);
  });

  it("is read-only without the update permission", async () => {
    renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(false),
      routes: { [`GET ${settingsKey}`]: { status: 200, data: { result: stored } } },
    });
    // A disabled fieldset disables every control inside it.
    await waitFor(() =>
      expect(
        screen.getByRole("spinbutton", { name: /First tee times of each day/ }).matches(":disabled"),
      ).toBe(true),
    );
    expect(screen.queryByRole("button", { name: "Save settings" })).toBeNull();
  });

  it("a held time that is no time is refused under its field, and two problems show under their two fields", async () => {
    const user = userEvent.setup();
    const view = renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      routes: { [`GET ${settingsKey}`]: { status: 200, data: { result: stored } } },
    });
    const times = await screen.findByRole("textbox", { name: /Also hold these tee times/ });
    await user.clear(times);
    await user.type(times, "07:00, 7 o'clock");
    const first = screen.getByRole("spinbutton", { name: /First tee times of each day/ });
    await user.clear(first);
    await user.type(first, "21");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(problemOf(first)).toBe(translate("reservation_held_first_invalid", "en"));
    expect(problemOf(times)).toBe(translate("tee_up_time_invalid", "en"));
    expect(document.activeElement).toBe(first);
    expect(view.sent.some((request) => request.key.startsWith("PUT"))).toBe(false);
  });

  it("a settings read that fails says so with Retry, which reads them again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const view = renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      routes: {
        [`GET ${settingsKey}`]: () =>
          ++calls === 1 ? { status: 500, data: {} } : { status: 200, data: { result: stored } },
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(sharedTexts.translations.en.loadFailed);
    expect(view.failures).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("spinbutton", { name: /First tee times of each day/ })).toBeTruthy();
  });
});
