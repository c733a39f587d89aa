import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClubListItem } from "contracts/domains/clubs/schemas";
import { landedOn, renderScreen } from "test-kit/render-screen";
import { accountGatesResources } from "../common/account-gates";
import { HomeScreen } from "./home-screen";

const owner = { isBusinessOwner: true, isAdmin: false, userPermissions: {} };
const employee = { isBusinessOwner: false, isAdmin: false, userPermissions: {} };

const clubs: ClubListItem[] = [
  {
    clubId: "64b7f0c2a1b2c3d4e5f60718",
    clubImage: "/api/v1.0/clubs/64b7f0c2a1b2c3d4e5f60718/image?v=abc",
    clubName: "Hanbit Country Club",
    clubCity: "Yongin",
    clubCountry: "KR",
    userRole: "owner",
  },
  {
    clubId: "64b7f0c2a1b2c3d4e5f60719",
    clubImage: null,
    clubName: "Saigon Riverside Golf",
    clubCity: "Ho Chi Minh City",
    clubCountry: "VN",
    userRole: "owner",
  },
];

const show = (list: ClubListItem[] | null, options: Partial<Parameters<typeof renderScreen>[1]> = {}) =>
  renderScreen(HomeScreen, {
    route: "/home",
    bundles: { accountGates: accountGatesResources },
    session: { signToken: "t1", userSession: owner },
    routes: {
      "GET /api/v1.0/clubs": list
        ? { status: 200, data: { result: { list, more: false } } }
        : { status: 500, data: {} },
    },
    ...options,
  });

describe("HomeScreen", () => {
  it.each([
    ["email_verification_required", "an@example.com"],
    ["pending_account_verification", undefined],
  ] as const)(
    "an account behind the %s gate gets its gate screen on every visit and is offered nothing else",
    (gate, email) => {
      // The session as a reload or a typed address finds it: no navigation state from the sign-in.
      const { sent } = show(clubs, {
        session: { signToken: "t1", userSession: { ...owner, gate, ...(email ? { email } : {}) } },
      });
      expect(landedOn(screen.getByTestId("location"))).toEqual({
        path: "/home-error",
        state: { reason: gate, ...(email ? { email } : {}) },
      });
      expect(screen.queryByRole("button", { name: "Add a new golf club" })).toBeNull();
      // Nothing asked of the API, which would only refuse it.
      expect(sent).toEqual([]);
    },
  );

  it("shows a card per club; choosing one stores the club and opens its price schedule", async () => {
    const { session } = show(clubs);
    const card = await screen.findByRole("button", { name: /Saigon Riverside Golf/ });
    expect(card.textContent).toContain("Ho Chi Minh City, Vietnam");
    expect(card.textContent).toContain("Role: Business owner");
    // The club without a picture shows the bundled placeholder; the other its own picture.
    expect(card.querySelector("img")).toBeNull();
    expect(card.querySelector("svg")).not.toBeNull();
    const withPicture = screen.getByRole("button", { name: /Hanbit Country Club/ });
    expect(withPicture.querySelector("img")?.getAttribute("src")).toBe(clubs[0]?.clubImage);
    await userEvent.click(card);
    expect(landedOn(screen.getByTestId("location"))).toEqual({
      path: "/price-schedule",
      state: { from: "/home" },
    });
    expect(session.get("clubId")).toBe("64b7f0c2a1b2c3d4e5f60719");
    expect(session.get("clubImageRef")).toBeNull();
  });

  it("opens a card from the keyboard and words the country and role in Korean", async () => {
    const { session } = show(clubs, { lng: "ko" });
    const card = await screen.findByRole("button", { name: /Hanbit Country Club/ });
    expect(card.textContent).toContain("Yongin, 대한민국");
    expect(card.textContent).toContain("역할: 사업자");
    card.focus();
    await userEvent.keyboard("{Enter}");
    expect(session.get("clubId")).toBe("64b7f0c2a1b2c3d4e5f60718");
    expect(session.get("clubImageRef")).toBe(clubs[0]?.clubImage);
  });

  it("leads an owner without a club to add one", async () => {
    show([]);
    expect(await screen.findByText(/You have not added a golf club yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add a new golf club" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/add-golf-club");
  });

  it("tells an employee without a club to contact their manager, and offers no club to add", async () => {
    show([], { session: { signToken: "t1", userSession: employee } });
    expect(
      await screen.findByText("You are not assigned to a golf club yet. Please contact your manager."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a new golf club" })).toBeNull();
  });

  it("says when the list cannot be loaded and tries again on Retry", async () => {
    let calls = 0;
    const { failures } = show(null, {
      routes: {
        "GET /api/v1.0/clubs": () =>
          ++calls === 1 ? { status: 0 } : { status: 200, data: { result: { list: clubs, more: false } } },
      },
    });
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be reached/);
    // The platform reported the failure once; the screen only shows it.
    expect(failures.map((failure) => failure.what)).toEqual(['Request failed: ["account","clubs"]']);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: /Hanbit Country Club/ })).toBeTruthy();
  });

  it("offers an administrator a search by name when the list stops short, and says when nothing matches", async () => {
    const admin = { isBusinessOwner: false, isAdmin: true, userPermissions: {} };
    const { sent } = show(clubs, {
      session: { signToken: "t1", userSession: admin },
      routes: {
        "GET /api/v1.0/clubs": (config) => {
          const q = (config.params?.q ?? "") as string;
          const list = clubs.filter((club) => club.clubName.toLowerCase().includes(q.toLowerCase()));
          return { status: 200, data: { result: { list, more: q === "" } } };
        },
      },
    });
    expect(
      await screen.findByText("Showing the first 2 golf clubs. Search by name to find the others."),
    ).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Golf club name" }), "river{Enter}");
    expect(await screen.findByRole("button", { name: /Saigon Riverside Golf/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Hanbit Country Club/ })).toBeNull();
    expect(screen.queryByText(/Showing the first/)).toBeNull();
    expect(sent.filter((r) => r.key === "GET /api/v1.0/clubs").map((r) => r.config.params?.q)).toEqual([
      undefined,
      "river",
    ]);
    const box = screen.getByRole("textbox", { name: "Golf club name" });
    await userEvent.clear(box);
    await userEvent.type(box, "pine{Enter}");
    expect(await screen.findByText("No golf club's name contains “pine”.")).toBeTruthy();
    // Not the empty state of an account without clubs.
    expect(screen.queryByText(/not assigned to a golf club/)).toBeNull();
  });

  it("shows no search while the whole list is there", async () => {
    show(clubs);
    await screen.findByRole("button", { name: /Hanbit Country Club/ });
    expect(screen.queryByRole("search")).toBeNull();
  });

  it("logs out: the session is cleared, sign-out is called, and the login page opens", async () => {
    const { session, sent } = show(clubs, {
      routes: {
        "GET /api/v1.0/clubs": { status: 200, data: { result: { list: clubs, more: false } } },
        "DELETE /api/v1.0/sign-out": { status: 200, data: { result: { signedOut: true } } },
      },
    });
    await screen.findByRole("button", { name: /Hanbit Country Club/ });
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/login");
    expect(session.get("signToken")).toBeNull();
    expect(sent.some((request) => request.key === "DELETE /api/v1.0/sign-out")).toBe(true);
  });
});
