import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedOn, renderScreen } from "../common/testing/render-screen";
import { BusinessSignUpScreen } from "./business-sign-up-screen";
import { EmployeeSignUpScreen } from "./employee-sign-up-screen";
import { SelectAccountTypeScreen } from "./select-account-type-screen";

type User = ReturnType<typeof userEvent.setup>;

async function fillAccount(user: User) {
  await user.type(screen.getByLabelText(/First name/), "An");
  await user.type(screen.getByLabelText(/Last name/), "Nguyen");
  await user.type(screen.getByLabelText(/^Email/), "an@example.com");
  await user.type(screen.getByLabelText(/^Password/), "golf-demo-2026");
  await user.type(screen.getByLabelText(/^Confirm password/), "golf-demo-2026");
}

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(screen.getByRole("option", { name: option }));
}

const created = { status: 201, data: { result: { email: "an@example.com" } } };

describe("SelectAccountTypeScreen", () => {
  it("offers both account types and passes the map's country on", async () => {
    renderScreen(SelectAccountTypeScreen, { route: "/select-account-type", state: { country: "KR" } });
    await userEvent.click(screen.getByRole("button", { name: /Employee/ }));
    expect(landedOn(screen.getByTestId("location"))).toEqual({
      path: "/sign-up-employee",
      state: { country: "KR" },
    });
  });
});

describe("EmployeeSignUpScreen", () => {
  it("asks to confirm the email, then signs up and shows the waiting screen", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderScreen(EmployeeSignUpScreen, {
      route: "/sign-up-employee",
      state: { country: "VN" },
      routes: { "POST /api/v1.0/sign-up/employee": created },
    });
    expect(screen.getByLabelText(/Country/).textContent).toContain("Vietnam");
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/an@example\.com/)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "No" }));
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));

    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(landedOn(await screen.findByTestId("location"))).toEqual({
      path: "/email-verification",
      state: { status: "waiting", email: "an@example.com" },
    });
    expect(sent[0]?.body).toEqual({
      firstName: "An",
      lastName: "Nguyen",
      email: "an@example.com",
      password: "golf-demo-2026",
      passwordConfirm: "golf-demo-2026",
      country: "Vietnam",
    });
  });

  it("requires a country and a matching confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(EmployeeSignUpScreen, { route: "/sign-up-employee" });
    await fillAccount(user);
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), "golf-demo-2027");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByText("Password Confirm failed")).toBeTruthy();
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's failure and keeps the form filled", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(EmployeeSignUpScreen, {
      route: "/sign-up-employee",
      state: { country: "US" },
      routes: {
        "POST /api/v1.0/sign-up/employee": {
          status: 409,
          data: { message: "Email is duplicated", code: "email_duplicated" },
        },
      },
    });
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    // Spec §9: the create-account card's dialogs are titled 'Create Account'.
    expect(
      await screen.findByRole("dialog", { name: "Create Account", description: "Email is duplicated" }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe("An");
    // Back on the form the address is marked and focused, ready to be changed.
    const email = screen.getByLabelText(/^Email/);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Email is duplicated")).toBeTruthy();
  });

  it("a throttled sign-up says how long to wait", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(EmployeeSignUpScreen, {
      route: "/sign-up-employee",
      state: { country: "US" },
      routes: {
        "POST /api/v1.0/sign-up/employee": {
          status: 429,
          headers: { "retry-after": "1500" },
          data: { message: "Too many attempts. Please try again later.", code: "throttled" },
        },
      },
    });
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(
      await screen.findByRole("dialog", {
        description: "Too many attempts. Please wait 25 minutes, then try again.",
      }),
    ).toBeTruthy();
  });
});

describe("BusinessSignUpScreen", () => {
  it("sends every field and the certificate as multipart", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderScreen(BusinessSignUpScreen, {
      route: "/sign-up-business",
      routes: { "POST /api/v1.0/sign-up/business": created },
    });
    await fillAccount(user);
    await user.type(screen.getByLabelText(/Company name/), "Green Valley");
    await choose(user, /Country code/, "+82 (South Korea)");
    await user.type(screen.getByLabelText(/Phone number/), "02-1234-5678");
    await user.type(screen.getByLabelText(/^Address\*?$/), "123 Fairway Road");
    await user.type(screen.getByLabelText(/City/), "Seoul");
    await user.type(screen.getByLabelText(/State/), "Seoul");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByText("Please attach the corporate certificate.")).toBeTruthy();

    const file = new File(["%PDF-1.4"], "certificate.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText(/Corporate certificate/), file);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await screen.findByTestId("location");

    const body = sent[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("companyPhoneCode")).toBe("+82");
    expect(body.get("companyPhoneNumber")).toBe("0212345678");
    expect(body.get("companyName")).toBe("Green Valley");
    expect(body.has("companyAddress2")).toBe(false);
    expect((body.get("certificate") as File).name).toBe("certificate.pdf");
    // Types about 100 characters into ten fields and uploads a file: seconds of rendering on a busy machine.
  }, 15_000);

  it("refuses a certificate of the wrong type or over 5 MB, and names the problem", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { sent } = renderScreen(BusinessSignUpScreen, { route: "/sign-up-business" });
    const input = screen.getByLabelText(/Corporate certificate/);
    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByText("The corporate certificate must be a PDF, PNG or JPEG file.")).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.pdf", { type: "application/pdf" });
    await user.upload(input, big);
    expect(screen.getByText("The corporate certificate must be 5 MB or smaller.")).toBeTruthy();
    expect(screen.queryByText("The corporate certificate must be a PDF, PNG or JPEG file.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it("shows errors on blur, and on submit focuses the first invalid field in page order", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(BusinessSignUpScreen, { route: "/sign-up-business" });
    await user.click(screen.getByLabelText(/Company name/));
    await user.tab();
    expect(screen.getByText("This field is required.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));
    // An empty confirmation is flagged like every other starred field, not only once it differs.
    expect(screen.getByLabelText(/^Confirm password/).getAttribute("aria-invalid")).toBe("true");

    await fillAccount(user);
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Confirm password/));
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe("An");
  }, 15_000);
});
