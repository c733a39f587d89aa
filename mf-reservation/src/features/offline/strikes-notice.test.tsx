import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GolferStrikes } from "contracts/domains/reservations/strikes";
import { renderScreen } from "test-kit/render-screen";
import { StrikesNotice } from "./strikes-notice";

const clubId = "0123456789abcdef01234567";
const session = {
  clubId,
  userSession: {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { RESERVATION: { read: true, create: true, update: true, delete: false } } },
  },
};
const key = `/api/v1.0/clubs/${clubId}/golfer-strikes`;
const blocked: GolferStrikes = {
  rule: { noShows: 2, withinDays: 30, blockDays: 7 },
  strikes: [
    {
      reservationId: "a".repeat(24),
      reference: "K7QM-MXR4-2HBT-9WDZ-PLC6",
      date: "2026-12-02",
      teeTime: "07:10",
      name: "Kim Soo",
      noShowAt: "2026-12-01T22:15:00.000Z",
    },
    {
      reservationId: "b".repeat(24),
      reference: "K7QM-MXR4-2HBT-9WDZ-PLC7",
      date: "2026-12-02",
      teeTime: "07:00",
      name: "Kim Soo",
      noShowAt: "2026-12-01T22:05:00.000Z",
    },
  ],
  blockedUntil: "2026-12-08T22:15:00.000Z",
};
const golfer = { phoneCode: "82", phoneNumber: "01055556666" };

const WithLift = () => <StrikesNotice golfer={golfer} timeZone="Asia/Seoul" canLift />;
const WithoutLift = () => <StrikesNotice golfer={golfer} timeZone="Asia/Seoul" canLift={false} />;

function open(canLift: boolean, lng = "en") {
  return renderScreen(canLift ? WithLift : WithoutLift, {
    route: "/offline-reservation",
    session,
    lng,
    routes: {
      [`GET ${key}`]: { status: 200, data: { result: blocked } },
      [`POST ${key}/lift`]: {
        status: 200,
        data: { result: { ...blocked, strikes: [], blockedUntil: null } },
      },
    },
  });
}

test("the desk sees the golfer's no-shows and the block's end, and lifts it", async () => {
  const user = userEvent.setup();
  const { sent } = open(true);
  const notice = await screen.findByTestId("golfer-strikes");
  expect(sent.find((r) => r.key === `GET ${key}`)?.config.params).toEqual(golfer);
  expect(notice.textContent).toContain(
    "2 no-shows within 30 days (the club's rule blocks online booking at 2): Wed, Dec 2, 2026 07:10, Wed, Dec 2, 2026 07:00",
  );
  expect(notice.textContent).toContain("Online booking is blocked until Wed, Dec 9, 2026 07:15.");
  await user.click(screen.getByRole("button", { name: "Lift block" }));
  await waitFor(() => expect(sent.find((r) => r.key === `POST ${key}/lift`)?.body).toEqual(golfer));
});

test("without the update permission the block shows but cannot be lifted; Korean words it", async () => {
  open(false, "ko");
  const notice = await screen.findByTestId("golfer-strikes");
  expect(notice.textContent).toContain("30일 안에 노쇼 2회");
  expect(screen.queryByRole("button")).toBeNull();
});
