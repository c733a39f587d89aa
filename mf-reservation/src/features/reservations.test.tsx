import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TeeSheet } from "shared/domains/reservations/schemas";
import { translate } from "shared/errors/messages";
import { landedOn, renderScreen } from "shared/ui/testing/render-screen";
import { RESERVATION_NAMESPACE, reservationTranslations } from "../i18n/translations";
import { OfflineReservationScreen } from "./offline/offline-reservation-screen";
import { ReservationTableScreen } from "./table/reservation-table-screen";

const clubId = "0123456789abcdef01234567";
const courseId = "c".repeat(24);
const bundles = { [RESERVATION_NAMESPACE]: reservationTranslations as never };
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
  reference: "ABCD2345",
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
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
} as const;
const sheet = (booked: number): TeeSheet => ({
  date: "2026-12-10",
  today: "2026-12-10",
  scheduled: true,
  minPlayers: 1,
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
        },
        {
          teeTime: "07:10",
          capacity: 4,
          playersBooked: 0,
          sale: "offlineOnly",
          pricePerPlayerCents: 15_000,
          reservations: [],
        },
      ],
    },
  ],
});
const teeSheetKey = `GET /api/v1.0/clubs/${clubId}/tee-sheet`;

describe("/reservation-table", () => {
  it("shows the guests, 'Open Spot' for free places and held times; an open spot starts a booking there", async () => {
    const user = userEvent.setup();
    renderScreen(ReservationTableScreen, {
      route: "/reservation-table",
      session,
      bundles,
      routes: {
        [teeSheetKey]: { status: 200, data: { result: sheet(3) } },
        "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
      },
    });
    expect(await screen.findByText(/Nguyễn Văn An/)).toBeTruthy();
    expect(screen.getByText("Offline Reservation")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Open Spot (1 place)" }));
    const landed = landedOn(await screen.findByTestId("location"));
    expect(landed.path).toBe("/offline-reservation");
    expect(landed.state).toMatchObject({ courseId, teeTime: "07:00" });
  });
});

describe("/offline-reservation", () => {
  it("shows the price before saving; a time filled meanwhile says so and keeps what was typed", async () => {
    const user = userEvent.setup();
    let booked = 0;
    renderScreen(OfflineReservationScreen, {
      route: "/offline-reservation",
      session,
      bundles,
      state: { date: "2026-12-10", courseId, teeTime: "07:00" },
      routes: {
        [teeSheetKey]: () => ({ status: 200, data: { result: sheet(booked) } }),
        [`POST /api/v1.0/clubs/${clubId}/reservations`]: () => {
          booked = 4;
          return { status: 409, data: { code: "slot_full", message: translate("slot_full", "en") } };
        },
      },
    });
    await screen.findByRole("option", { name: /07:00/ });
    fireEvent.change(screen.getByLabelText("Players"), { target: { value: "2" } });
    expect(screen.getByTestId("booking-price").textContent).toContain("$300.00");
    await user.type(screen.getByLabelText("Name"), "Kim Min-jun");
    await user.type(screen.getByLabelText("Phone"), "01012345678");
    await user.click(screen.getByRole("button", { name: "Book" }));
    expect((await screen.findByRole("alert")).textContent).toBe(translate("slot_full", "en"));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Kim Min-jun");
    await waitFor(() => expect(screen.queryByRole("option", { name: /07:00/ })).toBeNull());
  });
});
