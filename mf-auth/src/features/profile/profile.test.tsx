import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedOn, renderScreen } from "../common/testing/render-screen";
import { ProfileScreen } from "./profile-screen";

const owner = {
  userName: { firstName: "Minji", lastName: "Kim" },
  email: "owner@example.com",
  country: "KR",
  isBusinessOwner: true,
  isAdmin: false,
  company: {
    companyName: "Green Valley",
    companyTel: { phoneCode: "+82", phoneNumber: "0212345678" },
    companyAddress: { city: "Gangnam-gu", state: "Seoul", address1: "123 Teheran-ro", address2: "5F" },
  },
};
const ownerSession = { userSession: { isBusinessOwner: true, isAdmin: false, userPermissions: {} } };
const getUser = { "GET /api/v1.0/users": { status: 200, data: { result: owner } } };

describe("ProfileScreen read-only", () => {
  it("shows the profile with the address joined by spaces and sends Edit through /verify-password", async () => {
    renderScreen(ProfileScreen, { route: "/profile", routes: getUser, session: ownerSession });
    expect(await screen.findByText("Gangnam-gu Seoul 123 Teheran-ro 5F")).toBeTruthy();
    expect(screen.getByText("+82 0212345678")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Edit profile" }));
    expect(landedOn(screen.getByTestId("location"))).toEqual({
      path: "/verify-password",
      state: { nextPage: "/profile" },
    });
  });

  it("disables Edit without an account permission and says why", async () => {
    renderScreen(ProfileScreen, {
      route: "/profile",
      routes: getUser,
      session: { userSession: { isBusinessOwner: false, isAdmin: false, userPermissions: {} } },
    });
    const edit = await screen.findByRole<HTMLButtonElement>("button", {
      name: "Edit profile",
      description: /needs the account permission/,
    });
    expect(edit.disabled).toBe(true);
  });

  it("enables Edit for an employee granted the account update permission", async () => {
    renderScreen(ProfileScreen, {
      route: "/profile",
      routes: getUser,
      session: {
        userSession: {
          isBusinessOwner: false,
          isAdmin: false,
          userPermissions: { c1: { ACCOUNT: { update: true } } },
        },
      },
    });
    expect((await screen.findByRole<HTMLButtonElement>("button", { name: "Edit profile" })).disabled).toBe(
      false,
    );
  });

  it("shows an employee's country in the UI language", async () => {
    const employee = { ...owner, country: "Vietnam", isBusinessOwner: false, company: undefined };
    renderScreen(ProfileScreen, {
      route: "/profile",
      lng: "ko",
      routes: { "GET /api/v1.0/users": { status: 200, data: { result: employee } } },
    });
    expect(await screen.findByText("베트남")).toBeTruthy();
  });

  it("shows Error when the profile cannot be loaded, and tries again on Retry", async () => {
    let calls = 0;
    const { failures } = renderScreen(ProfileScreen, {
      route: "/profile",
      routes: {
        "GET /api/v1.0/users": () =>
          ++calls === 1 ? { status: 500, data: {} } : { status: 200, data: { result: owner } },
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Error");
    expect(failures.map((failure) => failure.what)).toEqual(['Request failed: ["account","user"]']);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Gangnam-gu Seoul 123 Teheran-ro 5F")).toBeTruthy();
  });
});

describe("ProfileScreen edit mode", () => {
  const editing = (routes = {}) =>
    renderScreen(ProfileScreen, {
      route: "/profile",
      state: { success: true },
      session: ownerSession,
      routes: { ...getUser, ...routes },
    });

  it("enables Save only with two equal new passwords of 8+ letters, then saves and returns to read-only", async () => {
    const user = userEvent.setup();
    const saved = { ...owner, company: { ...owner.company, companyName: "Green Valley Golf" } };
    const { sent } = editing({ "PATCH /api/v1.0/users": { status: 200, data: { result: saved } } });
    const name = (await screen.findByLabelText(/Company name/)) as HTMLInputElement;
    expect(name.value).toBe("Green Valley");
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).readOnly).toBe(true);
    const save = screen.getByRole<HTMLButtonElement>("button", { name: "Save" });
    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^New password/), "new-password-1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-password-");
    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Confirm new password/), "1");
    expect(save.disabled).toBe(false);
    await user.type(name, " Golf");
    await user.type(screen.getByLabelText(/Phone number/), "x9");

    await user.click(save);
    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    expect(screen.getByText("Green Valley Golf")).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(sent.find((r) => r.key === "PATCH /api/v1.0/users")?.body).toEqual({
      newPw: "new-password-1",
      newCompanyName: "Green Valley Golf",
      newCompanyTel: { phoneCode: "+82", phoneNumber: "02123456789" },
      newCompanyAddress: { city: "Gangnam-gu", state: "Seoul", address1: "123 Teheran-ro", address2: "5F" },
    });
  });

  it("names the invalid field in a dialog instead of saving", async () => {
    const user = userEvent.setup();
    const { sent } = editing();
    await user.clear(await screen.findByLabelText(/City/));
    await user.type(screen.getByLabelText(/^New password/), "new-password-1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Please check the value of 'City'.");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(document.activeElement).toBe(screen.getByLabelText(/City/));
    expect(sent.some((r) => r.key.startsWith("PATCH"))).toBe(false);
  });

  it("refuses a company phone number the API would refuse (fewer than 4 digits) and accepts 4", async () => {
    const user = userEvent.setup();
    const { sent } = editing({ "PATCH /api/v1.0/users": { status: 200, data: { result: owner } } });
    const phone = await screen.findByLabelText(/Phone number/);
    await user.clear(phone);
    await user.type(phone, "123");
    await user.type(screen.getByLabelText(/^New password/), "new-password-1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-password-1");
    expect(screen.getByText("The phone number needs at least 4 digits.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Please check the value of 'Phone number'.");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(sent.some((r) => r.key.startsWith("PATCH"))).toBe(false);

    await user.type(phone, "4");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    const body = sent.find((r) => r.key === "PATCH /api/v1.0/users")?.body as { newCompanyTel: object };
    expect(body.newCompanyTel).toEqual({ phoneCode: "+82", phoneNumber: "1234" });
  }, 15_000);

  it("shows a 403 in a modal with the server's message and one confirm button", async () => {
    const user = userEvent.setup();
    const { onForbidden } = editing({
      "PATCH /api/v1.0/users": {
        status: 403,
        data: { message: "You may not change this account.", code: "forbidden" },
      },
    });
    await user.type(await screen.findByLabelText(/^New password/), "new-password-1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("You may not change this account.");
    expect(within(dialog).getAllByRole("button")).toHaveLength(1);
    expect(onForbidden).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe("new-password-1");
  });

  it("Cancel returns to read-only without saving", async () => {
    const user = userEvent.setup();
    const { sent } = editing();
    await user.type(await screen.findByLabelText(/^New password/), "abc");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "My Profile" })).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(sent.some((r) => r.key.startsWith("PATCH"))).toBe(false);
  });
});
