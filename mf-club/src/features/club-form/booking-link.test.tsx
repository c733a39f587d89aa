import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderScreen } from "test-kit/render-screen";
import { SAMPLE_CLUB_ID, sampleAnswers } from "test-kit/sample-answers";
import { accountGatesResources } from "../common/account-gates";
import { ClubFormScreen } from "./club-form-screen";

/** Set by a test: the platform's registry without the remote that offers the golfers' booking page. */
let mockWithoutBookingPage = false;

jest.mock("test-kit/declared-remotes", () => {
  const actual = jest.requireActual("test-kit/declared-remotes");
  const { createRouteTable } = jest.requireActual("platform/core/route-table");
  return {
    ...actual,
    declaredRouteTable: () =>
      mockWithoutBookingPage
        ? createRouteTable(
            actual.declaredRemotes().filter((remote: { name: string }) => remote.name !== "mf-booking"),
          )
        : actual.declaredRouteTable(),
  };
});

const canUpdate = {
  isBusinessOwner: true,
  isAdmin: false,
  userPermissions: {
    [SAMPLE_CLUB_ID]: { CLUB_INFORMATION: { read: true, create: true, update: true, delete: true } },
  },
};

/** The club's screen of the selected club, as its owner (or a read-only user) opens it. */
function clubScreen(options: { lng?: string; userSession?: typeof canUpdate; route?: string } = {}) {
  return renderScreen(ClubFormScreen, {
    route: options.route ?? "/golf-info",
    state: { isAdd: false },
    bundles: { accountGates: accountGatesResources },
    lng: options.lng,
    session: { signToken: "t1", clubId: SAMPLE_CLUB_ID, userSession: options.userSession ?? canUpdate },
    routes: {
      [`GET /api/v1.0/clubs/${SAMPLE_CLUB_ID}`]: { status: 200, data: { result: sampleAnswers.getClub } },
    },
  });
}

afterEach(() => {
  mockWithoutBookingPage = false;
});

describe("club screen: the club's booking page link", () => {
  it("shows the link to the club's booking page on this origin as text, and copies it", async () => {
    const user = userEvent.setup();
    clubScreen();
    const link = await screen.findByTestId("booking-link");
    expect(screen.getByRole("heading", { level: 2, name: "Online booking page" })).toBeTruthy();
    expect(link.textContent).toBe(`${window.location.origin}/book?club=${SAMPLE_CLUB_ID}`);
    // Text to copy, not a link to follow from here, nor markup.
    expect(link.childElementCount).toBe(0);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/book?club=${SAMPLE_CLUB_ID}`,
    );
    expect(screen.getByRole("status").textContent).toBe("The link has been copied.");
  });

  it("says so when the browser cannot copy, in the owner's language, so the link is copied by hand", async () => {
    const user = userEvent.setup();
    clubScreen({ lng: "ko" });
    await screen.findByTestId("booking-link");
    jest.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("not allowed"));
    await user.click(screen.getByRole("button", { name: "링크 복사" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "링크를 복사하지 못했습니다. 링크를 선택해 직접 복사해 주세요.",
    );
  });

  it("is shown to a user who can only view the club, with a Copy button that works", async () => {
    const user = userEvent.setup();
    clubScreen({
      userSession: {
        isBusinessOwner: false,
        isAdmin: false,
        userPermissions: {
          [SAMPLE_CLUB_ID]: { CLUB_INFORMATION: { read: true, create: false, update: false, delete: false } },
        },
      },
    });
    await screen.findByTestId("booking-link");
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(screen.getByRole("status").textContent).toBe("The link has been copied.");
  });

  it("is not offered where the platform has no booking page", async () => {
    mockWithoutBookingPage = true;
    clubScreen();
    expect(await screen.findByLabelText(/^Golf club name/)).toBeTruthy();
    expect(screen.queryByTestId("booking-link")).toBeNull();
  });

  it("is not offered for a club not yet added", async () => {
    clubScreen({ route: "/add-golf-club" });
    expect(await screen.findByLabelText(/^Golf club name/)).toBeTruthy();
    expect(screen.queryByTestId("booking-link")).toBeNull();
  });
});
