import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type SignInValues, signInForm } from "contracts/domains/accounts/forms";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import { TextField } from "./text-field";
import { useForm } from "./use-form";

function LoginForm({ onSubmit }: { onSubmit: (v: SignInValues) => Promise<void> }) {
  const form = useForm({ schema: signInForm, initialValues: { email: "", password: "" }, onSubmit });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextField label="Email" required {...form.text("email")} />
      <TextField label="Password" type="password" required {...form.text("password")} />
      <button type="submit" disabled={form.submitting}>
        Login
      </button>
    </form>
  );
}

const setup = (onSubmit = jest.fn(async () => {}), i18n = createTestI18n()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <LoginForm onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return {
    user: userEvent.setup(),
    onSubmit,
    email: screen.getByLabelText(/Email/),
    password: screen.getByLabelText(/Password/),
  };
};

describe("useForm", () => {
  it("shows no error before the field is left, then shows it on blur", async () => {
    const { user, email } = setup();
    await user.type(email, "bad");
    expect(screen.queryByText("Invalid email address")).toBeNull();
    await user.tab();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
  });

  it("on submit shows every error, focuses the first invalid field and keeps what was typed", async () => {
    const { user, onSubmit, email, password } = setup();
    await user.type(password, "short");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 letters")).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect((password as HTMLInputElement).value).toBe("short");
  });

  it("Enter submits the parsed values and the button is disabled while submitting", async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, email, password } = setup(onSubmit);
    await user.type(email, "  owner@example.com");
    await user.type(password, "golf-demo-2026{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({ email: "owner@example.com", password: "golf-demo-2026" });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Login" }).disabled).toBe(true);
    finish();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Login" }).disabled).toBe(false),
    );
  });

  it("keeps the values after a failed submit", async () => {
    const onSubmit = jest.fn(async () => {
      throw new Error("Login Failed!");
    });
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const { user, email, password } = setup(onSubmit);
    await user.type(email, "owner@example.com");
    await user.type(password, "wrong-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
    expect((email as HTMLInputElement).value).toBe("owner@example.com");
    expect((password as HTMLInputElement).value).toBe("wrong-password");
  });

  it("words field issues with the API's error catalogue and follows a language switch", async () => {
    const i18n = createTestI18n({}, "ko");
    const { user, email } = setup(undefined, i18n);
    await user.type(email, "bad");
    await user.tab();
    expect(screen.getByText("이메일 주소가 올바르지 않습니다.")).toBeTruthy();
    await act(() => i18n.changeLanguage("vi"));
    expect(screen.getByText("Địa chỉ email không hợp lệ")).toBeTruthy();
  });
});
