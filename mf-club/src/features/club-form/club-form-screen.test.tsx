import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Club } from "contracts/domains/clubs/schemas";
import { sharedKeys } from "platform/data/shared-keys";
import { type FakeRoutes, landedOn, renderScreen } from "test-kit/render-screen";
import { accountGatesResources } from "../common/account-gates";
import { ClubFormScreen } from "./club-form-screen";

// Each test fills a long form with userEvent, which is slow on a busy machine.
jest.setTimeout(30_000);

const clubId = "64b7f0c2a1b2c3d4e5f60718";
const owner = { isBusinessOwner: true, isAdmin: false, userPermissions: {} };
const canUpdate = {
  ...owner,
  userPermissions: {
    [clubId]: { CLUB_INFORMATION: { read: true, create: true, update: true, delete: true } },
  },
};
const readOnly = {
  isBusinessOwner: false,
  isAdmin: false,
  userPermissions: {
    [clubId]: { CLUB_INFORMATION: { read: true, create: false, update: false, delete: false } },
  },
};

const stored: Club = {
  clubId,
  country: "KR",
  timeZone: "Asia/Seoul",
  city: "Yongin",
  name: "Hanbit Country Club",
  holeCount: 27,
  courseType: "public",
  totalLengthYards: 6800,
  address: "1 Golf-ro, Cheoin-gu",
  addressEn: "1 Golf-ro, Cheoin-gu",
  phoneCode: "+82",
  phoneNumber: "0311234567",
  amenities: ["drivingRange", "restaurant"],
  minPlayers: 2,
  caddie: "required",
  cart: "optional",
  notice: "",
  description: "",
  precautions: "",
  courses: [
    { courseId: "64b7f0c2a1b2c3d4e5f60720", name: "East" },
    { courseId: "64b7f0c2a1b2c3d4e5f60721", name: "West" },
  ],
  greenFees: [
    {
      greenFeeId: "64b7f0c2a1b2c3d4e5f60722",
      name: "Weekday",
      regularPriceCents: 12050,
      additionalPriceCents: 1500,
    },
  ],
  teeUps: [{ interval: 8, firstTeeUp: "06:00", lastTeeUp: "11:00" }],
  clubImage: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

const bundles = { accountGates: accountGatesResources };
const one = `/api/v1.0/clubs/${clubId}`;

function addForm(options: { lng?: string; routes?: FakeRoutes } = {}) {
  return renderScreen(ClubFormScreen, {
    route: "/add-golf-club",
    bundles,
    session: { signToken: "t1", userSession: owner },
    ...options,
  });
}

function editForm(options: { session?: object; routes?: FakeRoutes; lng?: string } = {}) {
  return renderScreen(ClubFormScreen, {
    route: "/golf-info",
    state: { isAdd: false },
    bundles,
    lng: options.lng,
    session: { signToken: "t1", clubId, userSession: canUpdate, ...options.session },
    routes: { [`GET ${one}`]: { status: 200, data: { result: stored } }, ...options.routes },
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("club form: tee-up rows", () => {
  it("keeps at most three rows: a fourth asks the dialog, whose confirm button closes it", async () => {
    addForm();
    const add = screen.getByRole("button", { name: "Add tee-up" });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getByLabelText("Tee-up 3: first tee-up time")).toBeTruthy();
    await userEvent.click(add);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Only up to 3 Tee Ups can be registered.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByLabelText("Tee-up 4: first tee-up time")).toBeNull();
  });

  it("disables the first row's remove while it is the only row; the last row can be removed", async () => {
    addForm();
    expect((screen.getByRole("button", { name: "Remove tee-up 1" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole("button", { name: "Add tee-up" }));
    await userEvent.type(field("Tee-up 2: interval (minutes)"), "12");
    const removeLast = screen.getByRole("button", { name: "Remove tee-up 2" }) as HTMLButtonElement;
    expect(removeLast.disabled).toBe(false);
    await userEvent.click(removeLast);
    expect(screen.queryByLabelText("Tee-up 2: interval (minutes)")).toBeNull();
    expect((screen.getByRole("button", { name: "Remove tee-up 1" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe("club form: validation", () => {
  it("on Save names and focuses the first invalid field, and shows each field's message", async () => {
    const { sent } = addForm();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Please check the value of 'Country'\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Country" }));
    expect(screen.getByText("The 'course' field is required.")).toBeTruthy();
    const name = field("Golf club name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This field is required.",
    );
    expect(sent).toEqual([]);
  });

  it("asks for the fee information when a green fee has no prices (spec §5)", async () => {
    addForm();
    await userEvent.type(field("Green fee 1: name"), "Weekday");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "OK" }));
    for (const label of ["Green fee 1: regular price ($)", "Green fee 1: additional price ($)"]) {
      const price = field(label);
      expect(price.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(price.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        "Please enter the fee information.",
      );
    }
  });

  it("words the messages in Korean, and checks tee-up times", async () => {
    addForm({ lng: "ko" });
    await userEvent.type(field("티업 1: 티업 간격(분)"), "10");
    await userEvent.type(field("티업 1: 첫 티업 시간"), "11:00");
    await userEvent.type(field("티업 1: 마지막 티업 시간"), "07:00");
    await userEvent.click(screen.getByRole("button", { name: "저장" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "확인" }));
    expect(screen.getByText("'코스' 항목은 필수입니다.")).toBeTruthy();
    expect(screen.getAllByText("필수 입력 항목입니다.").length).toBeGreaterThan(3);
    const last = field("티업 1: 마지막 티업 시간");
    expect(document.getElementById(last.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "시간 설정이 올바르지 않습니다. 다시 확인해 주세요.",
    );
  });
});

describe("club form: editing the selected club", () => {
  it("shows prices in dollars with two decimals and sends integer cents", async () => {
    const { sent } = editForm({
      routes: {
        [`PUT ${one}`]: (config) => ({
          status: 200,
          data: {
            result: { ...stored, ...JSON.parse(String(config.data)), updatedAt: "2026-11-02T00:00:00.000Z" },
          },
        }),
      },
    });
    const regular = (await screen.findByLabelText("Green fee 1: regular price ($)")) as HTMLInputElement;
    expect(regular.value).toBe("120.50");
    expect(field("Green fee 1: additional price ($)").value).toBe("15.00");
    await userEvent.clear(regular);
    await userEvent.type(regular, "99.9");
    await userEvent.tab();
    expect(regular.value).toBe("99.90");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "The golf club's information has been saved.",
    );
    const put = sent.find((request) => request.key === `PUT ${one}`);
    expect(put?.body).toMatchObject({
      name: "Hanbit Country Club",
      courses: [
        { courseId: "64b7f0c2a1b2c3d4e5f60720", name: "East" },
        { courseId: "64b7f0c2a1b2c3d4e5f60721", name: "West" },
      ],
      greenFees: [{ name: "Weekday", regularPriceCents: 9990, additionalPriceCents: 1500 }],
      teeUps: [{ interval: 8, firstTeeUp: "06:00", lastTeeUp: "11:00" }],
      holeCount: 27,
      minPlayers: 2,
    });
  });

  it("after a save the club list, the club and the club name the shell shows are read again", async () => {
    const { platform } = editForm({
      routes: { [`PUT ${one}`]: { status: 200, data: { result: stored } } },
    });
    // What the shell and /home hold in the shared cache.
    platform.queries.setQueryData(sharedKeys.clubs(), { list: [], more: false });
    platform.queries.setQueryData(sharedKeys.clubName(clubId), stored.name);
    await screen.findByLabelText("Golf club name");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("The golf club's information has been saved.");
    expect(platform.queries.getQueryState(sharedKeys.clubs())?.isInvalidated).toBe(true);
    expect(platform.queries.getQueryState(sharedKeys.clubName(clubId))?.isInvalidated).toBe(true);
  });

  it("says when the club cannot be loaded, tries again on Retry, and follows a switch of club", async () => {
    const other = "64b7f0c2a1b2c3d4e5f60719";
    let calls = 0;
    const { session, failures } = editForm({
      routes: {
        [`GET ${one}`]: () =>
          ++calls === 1 ? { status: 500, data: {} } : { status: 200, data: { result: stored } },
        [`GET /api/v1.0/clubs/${other}`]: {
          status: 200,
          data: { result: { ...stored, clubId: other, name: "Saigon Riverside Golf" } },
        },
      },
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load the golf club.");
    expect(failures).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(((await screen.findByLabelText("Golf club name")) as HTMLInputElement).value).toBe(
      "Hanbit Country Club",
    );
    act(() => session.set("clubId", other));
    await waitFor(() => expect(field("Golf club name").value).toBe("Saigon Riverside Golf"));
  });

  it("is read-only without the Club information update permission", async () => {
    editForm({ session: { userSession: readOnly } });
    const name = (await screen.findByLabelText("Golf club name")) as HTMLInputElement;
    expect(name.value).toBe("Hanbit Country Club");
    expect(name.disabled).toBe(true);
    expect((screen.getByRole("combobox", { name: "Caddie" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Add tee-up" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByText("You can view this golf club's information but not change it.")).toBeTruthy();
  });

  it("shows the server's refusal on its field and keeps what was typed", async () => {
    editForm({
      routes: {
        [`PUT ${one}`]: {
          status: 422,
          data: {
            code: "validation_failed",
            message: "Some fields are invalid. Please check them again.",
            issues: [{ path: "greenFees.0.name", message: "This value is too long." }],
          },
        },
      },
    });
    const feeName = (await screen.findByLabelText("Green fee 1: name")) as HTMLInputElement;
    await userEvent.clear(feeName);
    await userEvent.type(feeName, "Weekday morning");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Please check the value of 'Green fee 1: name'\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(document.getElementById(feeName.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This value is too long.",
    );
    expect(feeName.value).toBe("Weekday morning");
    expect(document.activeElement).toBe(feeName);
    expect(screen.getByText("Some fields are invalid. Please check them again.")).toBeTruthy();
  });

  it("says so when no club is selected, and offers the club list", async () => {
    renderScreen(ClubFormScreen, {
      route: "/golf-info",
      bundles,
      session: { signToken: "t1", userSession: owner },
    });
    expect(screen.getByTestId("no-club").textContent).toContain(
      "No golf club is selected. Choose a golf club first.",
    );
    await userEvent.click(screen.getByRole("link", { name: "Go to the club list" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/home");
  });

  it("tells an employee no club has added yet to ask their manager, not to choose from an empty list", () => {
    renderScreen(ClubFormScreen, {
      route: "/golf-info",
      bundles,
      session: { signToken: "t1", userSession: { ...owner, isBusinessOwner: false } },
    });
    expect(screen.getByTestId("no-club").textContent).toBe(
      "You are not assigned to a golf club yet. Please contact your manager.",
    );
    expect(screen.queryByRole("link", { name: "Go to the club list" })).toBeNull();
  });
});

describe("club form: adding", () => {
  it("creates the club with its picture, grants its owner the club's actions and returns to /home", async () => {
    const created = "64b7f0c2a1b2c3d4e5f60799";
    const { sent, session, platform } = addForm({
      routes: {
        "POST /api/v1.0/clubs": { status: 201, data: { result: { clubId: created } } },
        [`PUT /api/v1.0/clubs/${created}/image`]: {
          status: 200,
          data: { result: { ...stored, clubId: created } },
        },
      },
    });
    const choose = async (label: string, option: string) => {
      await userEvent.click(screen.getByRole("combobox", { name: label }));
      await userEvent.click(screen.getByRole("option", { name: option }));
    };
    await choose("Country", "Vietnam");
    expect(screen.getByRole("combobox", { name: "Time zone" }).textContent).toContain("Asia/Ho_Chi_Minh");
    expect(screen.getByRole("combobox", { name: "Country code" }).textContent).toContain("+84");
    await userEvent.type(field("Golf club name"), "Saigon Riverside Golf");
    await userEvent.type(field("Town / City"), "Ho Chi Minh City");
    await userEvent.type(field("Address"), "1 Nguyen Hue");
    await userEvent.type(field("Address in English"), "1 Nguyen Hue");
    await userEvent.type(field("Phone number"), "0281234567");
    await userEvent.type(field("Holes"), "18");
    await choose("Course type", "Resort course");
    await userEvent.type(field("Total length (yards)"), "7000");
    await userEvent.click(screen.getByRole("checkbox", { name: "Sauna" }));
    await userEvent.type(field("Course 1"), "River");
    await userEvent.type(field("Green fee 1: name"), "Weekday");
    await userEvent.type(field("Green fee 1: regular price ($)"), "80");
    await userEvent.type(field("Green fee 1: additional price ($)"), "12.5");
    await userEvent.type(field("Tee-up 1: interval (minutes)"), "10");
    await userEvent.type(field("Tee-up 1: first tee-up time"), "06:00");
    await userEvent.type(field("Tee-up 1: last tee-up time"), "10:30");
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "club.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Picture (PNG, JPEG or WebP, up to 2 MB)"), picture);
    expect(await screen.findByAltText("Preview of the golf club picture")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(landedOn(screen.getByTestId("location")).path).toBe("/home"));
    const post = sent.find((request) => request.key === "POST /api/v1.0/clubs");
    expect(post?.body).toMatchObject({
      country: "VN",
      timeZone: "Asia/Ho_Chi_Minh",
      phoneCode: "+84",
      courseType: "resort",
      holeCount: 18,
      amenities: ["sauna"],
      courses: [{ name: "River" }],
      greenFees: [{ name: "Weekday", regularPriceCents: 8000, additionalPriceCents: 1250 }],
      teeUps: [{ interval: 10, firstTeeUp: "06:00", lastTeeUp: "10:30" }],
    });
    const upload = sent.find((request) => request.key === `PUT /api/v1.0/clubs/${created}/image`);
    expect((upload?.body as FormData | undefined)?.get("image")).toBeInstanceOf(File);
    session.set("clubId", created);
    expect(platform.permissions.forCurrentClub("CLUB_INFORMATION")).toMatchObject({ update: true });
  });

  it("refuses a picture that is not PNG, JPEG or WebP before sending anything", async () => {
    addForm();
    const pdf = new File(["%PDF-1.7"], "club.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("Picture (PNG, JPEG or WebP, up to 2 MB)"), pdf, {
      applyAccept: false,
    });
    expect(await screen.findByText("Please choose a PNG, JPEG or WebP picture.")).toBeTruthy();
  });
});
