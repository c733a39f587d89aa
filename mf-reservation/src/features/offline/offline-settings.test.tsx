import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { sharedTexts } from "../../i18n/shared";
import { OfflineSettings } from "./offline-settings";
import { offlineTexts } from "./texts";
import type { en } from "./texts/en";

const texts: typeof en = offlineTexts.translations.en as typeof en;

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
  freeCancellationHours: 24,
  waitlistOfferMinutes: 10,
  contactHours: { from: "07:00", to: "21:00" },
  autoNoShow: false,
  noShowGraceMinutes: 15,
};

/** The first message a field is described by: its problem, shown under it (a hint comes after it). */
const problemOf = (field: HTMLElement) =>
  document.getElementById((field.getAttribute("aria-describedby") ?? "").split(" ")[0] ?? "")?.textContent ??
  null;

/** Every message a field is described by, in order. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "");

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
      freeCancellationHours: 24,
      waitlistOfferMinutes: 10,
      contactHours: { from: "07:00", to: "21:00" },
      autoNoShow: false,
      noShowGraceMinutes: 15,
      strikeRule: null,
      release: null,
    });
  });

  it("shows the cancellation and waitlist settings with their hints, and saves what was typed in them", async () => {
    const user = userEvent.setup();
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
    const free = await screen.findByRole("spinbutton", { name: /Free cancellation until/ });
    expect((free as HTMLInputElement).value).toBe("24");
    expect(descriptionOf(free).join(" ")).toContain(
      "A golfer who cancels later waits for the desk to approve",
    );
    const offer = screen.getByRole("spinbutton", { name: /Waitlist offer hold time/ });
    expect((offer as HTMLInputElement).value).toBe("10");
    const contact = screen.getByRole("group", { name: "Waitlist contact hours (club time)" });
    const start = within(contact).getByLabelText("Start time") as HTMLInputElement;
    const end = within(contact).getByLabelText("End time") as HTMLInputElement;
    expect([start.type, start.value, end.value]).toEqual(["time", "07:00", "21:00"]);
    expect(descriptionOf(start)).toEqual([texts.settings.contactHoursHint]);

    await user.clear(free);
    await user.type(free, "48");
    await user.clear(offer);
    await user.type(offer, "15");
    // Typed from the keyboard, as a time field takes it.
    fireEvent.change(start, { target: { value: "08:30" } });
    fireEvent.change(end, { target: { value: "20:00" } });
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "The offline settings are saved.",
    );
    const put = view.sent.find((request) => request.key === `PUT ${settingsKey}`);
    expect(put?.body).toMatchObject({
      freeCancellationHours: 48,
      waitlistOfferMinutes: 15,
      contactHours: { from: "08:30", to: "20:00" },
    });
    // The saved values stay on the screen.
    expect([free, offer, start, end].map((field) => (field as HTMLInputElement).value)).toEqual([
      "48",
      "15",
      "08:30",
      "20:00",
    ]);
  });

  it("the new fields are reached with Tab, in order, after the weekdays and before Save", async () => {
    const user = userEvent.setup();
    renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      routes: { [`GET ${settingsKey}`]: { status: 200, data: { result: stored } } },
    });
    await screen.findByRole("spinbutton", { name: /Free cancellation until/ });
    screen.getByRole("checkbox", { name: "Sat" }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 8; i++) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute("name") ?? document.activeElement?.textContent ?? "");
    }
    expect(reached).toEqual([
      "freeCancellationHours",
      "waitlistOfferMinutes",
      "contactHours.from",
      "contactHours.to",
      "autoNoShow",
      "strikeRule.on",
      "release.on",
      "Save settings",
    ]);
  });

  it("sets a strike rule, refusing one out of range under its field; off sends none", async () => {
    const user = userEvent.setup();
    const view = renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      routes: {
        [`GET ${settingsKey}`]: { status: 200, data: { result: { ...stored, strikeRule: null } } },
        [`PUT ${settingsKey}`]: (config) => ({
          status: 200,
          data: { result: JSON.parse(String(config.data)) },
        }),
      },
    });
    const rule = await screen.findByRole("checkbox", {
      name: "Block online booking after repeated no-shows",
    });
    expect(descriptionOf(rule).join(" ")).toContain("the desk sees it when booking for them and can lift it");
    await user.click(rule);
    const count = screen.getByRole("spinbutton", { name: /^No-shows/ });
    const within = screen.getByRole("spinbutton", { name: /^Within days/ });
    const block = screen.getByRole("spinbutton", { name: /^Block for days/ });
    expect([count, within, block].map((f) => (f as HTMLInputElement).value)).toEqual(["3", "90", "30"]);
    await user.clear(count);
    await user.type(count, "11");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(problemOf(count)).toBe(translate("strike_rule_invalid", "en")));
    expect(view.sent.some((request) => request.key.startsWith("PUT"))).toBe(false);
    await user.clear(count);
    await user.type(count, "2");
    await user.clear(block);
    await user.type(block, "7");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByRole("status");
    expect(view.sent.find((request) => request.key === `PUT ${settingsKey}`)?.body).toMatchObject({
      strikeRule: { noShows: 2, withinDays: 90, blockDays: 7 },
    });
  });

  it("switches automatic no-shows on after saying what they do, asks the grace, and refuses one out of range", async () => {
    const user = userEvent.setup();
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
    const auto = await screen.findByRole("checkbox", { name: "Mark no-shows automatically" });
    expect((auto as HTMLInputElement).checked).toBe(false);
    expect(descriptionOf(auto).join(" ")).toContain("Leave it off if the desk does not check players in.");
    // The grace is asked only once they are on.
    expect(screen.queryByRole("spinbutton", { name: /Grace after the tee time/ })).toBeNull();
    await user.click(auto);
    const grace = screen.getByRole("spinbutton", { name: /Grace after the tee time/ });
    expect((grace as HTMLInputElement).value).toBe("15");
    await user.clear(grace);
    await user.type(grace, "121");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(problemOf(grace)).toBe(translate("noshow_grace_invalid", "en")));
    expect(view.sent.some((request) => request.key.startsWith("PUT"))).toBe(false);
    await user.clear(grace);
    await user.type(grace, "20");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByRole("status");
    const put = view.sent.find((request) => request.key === `PUT ${settingsKey}`);
    expect(put?.body).toMatchObject({ autoNoShow: true, noShowGraceMinutes: 20 });
  });

  it.each([
    ["en", "168.5", "4", "21:00", "07:00"],
    ["ko", "169", "31", "", "21:00"],
    ["vi", "-1", "", "09:00", "09:00"],
  ])(
    "refuses free cancellation, offer time and contact hours out of range in %s under their fields, and sends nothing",
    async (lng, hours, minutes, from, to) => {
      const user = userEvent.setup();
      const language = lng as "en" | "ko" | "vi";
      const label = offlineTexts.translations[language] as typeof texts;
      const view = renderScreen(OfflineSettings, {
        route: "/offline-reservation",
        session: sessionWith(true),
        lng,
        routes: { [`GET ${settingsKey}`]: { status: 200, data: { result: stored } } },
      });
      const free = await screen.findByRole("spinbutton", {
        name: label.settings.freeCancellationHours,
      });
      const offer = screen.getByRole("spinbutton", { name: label.settings.waitlistOfferMinutes });
      const contact = screen.getByRole("group", { name: label.settings.contactHours });
      const start = within(contact).getByLabelText(label.settings.contactFrom);
      const end = within(contact).getByLabelText(label.settings.contactTo);
      await user.clear(free);
      await user.type(free, hours);
      await user.clear(offer);
      if (minutes) await user.type(offer, minutes);
      fireEvent.change(start, { target: { value: from } });
      fireEvent.change(end, { target: { value: to } });
      const save = { en: "Save settings", ko: "설정 저장", vi: "Lưu cài đặt" }[language];
      await user.click(screen.getByRole("button", { name: save }));
      expect(problemOf(free)).toBe(translate("reservation_free_cancellation_invalid", language));
      expect(problemOf(offer)).toBe(translate("waitlist_offer_minutes_invalid", language));
      expect(problemOf(start)).toBe(translate("waitlist_contact_hours_invalid", language));
      expect(problemOf(end)).toBe(translate("waitlist_contact_hours_invalid", language));
      expect(start.getAttribute("aria-invalid")).toBe("true");
      // The first of them takes the focus.
      expect(document.activeElement).toBe(free);
      expect(view.sent.some((request) => request.key.startsWith("PUT"))).toBe(false);
    },
  );

  it("the API's word on the contact hours shows under them", async () => {
    const user = userEvent.setup();
    renderScreen(OfflineSettings, {
      route: "/offline-reservation",
      session: sessionWith(true),
      routes: {
        [`GET ${settingsKey}`]: { status: 200, data: { result: stored } },
        [`PUT ${settingsKey}`]: {
          status: 422,
          data: {
            code: "validation_failed",
            message: "Invalid input",
            issues: [{ path: "contactHours", message: translate("waitlist_contact_hours_invalid", "en") }],
          },
        },
      },
    });
    const contact = await screen.findByRole("group", { name: "Waitlist contact hours (club time)" });
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    const start = within(contact).getByLabelText("Start time");
    await waitFor(() => expect(problemOf(start)).toBe(translate("waitlist_contact_hours_invalid", "en")));
    expect(document.activeElement).toBe(start);
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
