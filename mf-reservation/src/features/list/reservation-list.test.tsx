import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { renderScreen } from "test-kit/render-screen";
import { ReservationListScreen } from "./reservation-list-screen";

// A full table re-rendered page after page is slow on a loaded machine.
jest.setTimeout(30_000);

const clubId = "0123456789abcdef01234567";
const session = {
  clubId,
  userSession: {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { RESERVATION: { read: true, create: true, update: true, delete: false } } },
  },
};
const listKey = `GET /api/v1.0/clubs/${clubId}/reservations`;

const row = (n: number): Reservation => ({
  reservationId: n.toString(16).padStart(24, "0"),
  reference: `K7QM-MXR4-2HBT-9WDZ-${String(n).padStart(4, "0")}`,
  date: "2026-12-10",
  courseId: "c".repeat(24),
  courseName: "East",
  teeTime: "07:00",
  name: `Guest ${n}`,
  phoneCode: "82",
  phoneNumber: "01012345678",
  email: null,
  players: 2,
  cart: false,
  caddie: false,
  totalPriceCents: 30_000,
  memo: "",
  status: "reserved",
  type: "offline",
  customerId: null,
  customer: null,
  holdExpiresAt: null,
  version: 0,
  guests: [],
  payments: [],
  paidCents: 0,
  paymentState: "unpaid",
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
});

/**
 * A fake list of 40 bookings, 9 a page: the window the request asked for (by default the API's), and a cursor per
 * page that names where the next one starts.
 */
function answer(config: InternalAxiosRequestConfig) {
  const params = (config.params ?? {}) as Record<string, string | number | undefined>;
  const page = Number(params.page ?? 1);
  const start = params.cursor ? Number(String(params.cursor).slice(4)) : (page - 1) * 9;
  const list = Array.from({ length: 40 }, (_, i) => row(i)).slice(start, start + 9);
  return {
    status: 200,
    data: {
      result: {
        list,
        // A page read by cursor is not counted again.
        total: params.cursor ? null : 40,
        page,
        pageSize: 9,
        from: params.from ?? "2026-11-25",
        to: params.to ?? "2027-02-24",
        nextCursor: start + 9 < 40 ? `from${start + 9}` : null,
      },
    },
  };
}

function show() {
  return renderScreen(ReservationListScreen, {
    route: "/reservation",
    session,
    routes: {
      [listKey]: answer,
      "GET /api/v1.0/reservation/stats": { status: 200, data: { result: [] } },
    },
  });
}

const asked = (sent: ReturnType<typeof show>["sent"]) =>
  sent.filter((request) => request.key === listKey).map((request) => request.config.params);

describe("/reservation", () => {
  it("shows the window of dates it reads, the default one until dates are chosen", async () => {
    const { sent } = show();
    expect(await screen.findByDisplayValue("2026-11-25")).toBeTruthy();
    // Each row's date in the user's language, not as stored.
    expect(screen.getAllByText("Thu, Dec 10, 2026")).toHaveLength(9);
    expect(screen.getByLabelText("To")).toHaveProperty("value", "2027-02-24");
    expect(screen.getByText(/Today and the coming days, the earliest first/)).toBeTruthy();
    expect(asked(sent)[0]).toEqual({ page: 1 });
  });

  it("reads the next page from the cursor of the page before, and a farther page by its number", async () => {
    const { sent } = show();
    await screen.findByText("Guest 0");
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Guest 9")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Guest 18")).toBeTruthy();
    // The pages read by cursor keep the first page's total, and with it every page number.
    expect(screen.getByText("19–27 of 40")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 5" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Page 5" }));
    expect(await screen.findByText("Guest 36")).toBeTruthy();
    // Page 3 said where page 4 starts.
    await userEvent.click(screen.getByRole("button", { name: "Page 4" }));
    expect(await screen.findByText("Guest 27")).toBeTruthy();
    expect(asked(sent)).toEqual([
      { page: 1 },
      { page: 2, cursor: "from9" },
      { page: 3, cursor: "from18" },
      { page: 5 },
      { page: 4, cursor: "from27" },
    ]);
  });

  it("asks for chosen dates, keeping the window within 92 days, and goes back to the default", async () => {
    const { sent } = show();
    await screen.findByDisplayValue("2026-11-25");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-12-01" } });
    await waitFor(() =>
      expect(asked(sent).at(-1)).toEqual({ page: 1, from: "2026-12-01", to: "2027-02-24" }),
    );
    // A start that would make the window longer than 92 days brings the end along.
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-06-01" } });
    await waitFor(() =>
      expect(asked(sent).at(-1)).toEqual({ page: 1, from: "2026-06-01", to: "2026-08-31" }),
    );
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-05-20" } });
    await waitFor(() =>
      expect(asked(sent).at(-1)).toEqual({ page: 1, from: "2026-02-18", to: "2026-05-20" }),
    );
    expect(screen.getByText("Up to 92 days at a time.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Default dates" }));
    await waitFor(() => expect(asked(sent).at(-1)).toEqual({ page: 1 }));
    expect(await screen.findByDisplayValue("2026-11-25")).toBeTruthy();
  });
});
