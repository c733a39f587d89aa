import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type SignInValues, signInForm } from "contracts/domains/accounts/forms";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import { z } from "zod";
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

/** A form with a list of rows: a title, then fees (a name and a price each), at least one and at most three. */
const feesForm = z.object({
  title: z.string().trim().min(1, "required"),
  fees: z
    .array(
      z.object({
        name: z.string().trim().min(1, "required"),
        price: z.string().regex(/^\d+$/, "digits_only"),
      }),
    )
    .min(1, "fee_required")
    .max(3, "invalid_value"),
});
type FeesValues = z.input<typeof feesForm>;

function FeesForm({
  initial = { title: "", fees: [{ name: "", price: "" }] },
  onSubmit = async () => {},
  onInvalid = () => {},
  server,
}: {
  initial?: FeesValues;
  onSubmit?: (values: z.output<typeof feesForm>) => Promise<void>;
  onInvalid?: (fields: string[]) => void;
  server?: { path: string; message: string }[];
}) {
  const form = useForm({ schema: feesForm, initialValues: initial, onSubmit, onInvalid });
  const fees = form.list("fees", "Fees");
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextField {...form.text("title", "Title")} />
      {fees.rows.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity in this test.
        <fieldset key={index}>
          <TextField {...form.text(`fees.${index}.name`, `Fee ${index + 1}: name`)} />
          <TextField {...form.text(`fees.${index}.price`, `Fee ${index + 1}: price`)} />
          <button type="button" onClick={() => fees.remove(index)}>
            Remove fee {index + 1}
          </button>
        </fieldset>
      ))}
      <div ref={fees.ref} tabIndex={-1}>
        {fees.error && <p data-testid="fees-error">{fees.error}</p>}
        <button type="button" onClick={() => fees.add({ name: "", price: "" })}>
          Add fee
        </button>
      </div>
      <output data-testid="first">{form.labelOf("fees.0.price") ?? ""}</output>
      {server && (
        <button type="button" onClick={() => form.setServerErrors(server)}>
          Server says
        </button>
      )}
      <button type="submit">Save</button>
    </form>
  );
}

const renderFees = (props: Parameters<typeof FeesForm>[0] = {}) => {
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FeesForm {...props} />
    </I18nextProvider>,
  );
  return userEvent.setup();
};

const errorUnder = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? null;
};

describe("useForm with a list of rows", () => {
  it("adds and removes rows; a row's field shows its own error once left", async () => {
    const user = renderFees();
    await user.click(screen.getByRole("button", { name: "Add fee" }));
    await user.type(screen.getByLabelText("Fee 2: price"), "12x");
    expect(errorUnder("Fee 2: price")).toBeNull();
    await user.tab();
    expect(errorUnder("Fee 2: price")).toBe("Only digits are allowed.");
    // Neither the other row nor the list says anything yet.
    expect(errorUnder("Fee 1: price")).toBeNull();
    expect(screen.queryByTestId("fees-error")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove fee 1" }));
    expect(screen.queryByLabelText("Fee 2: name")).toBeNull();
    expect((screen.getByLabelText("Fee 1: price") as HTMLInputElement).value).toBe("12x");
  });

  it("on submit names the invalid fields by path in page order, focuses the first and shows every row's error", async () => {
    const onInvalid = jest.fn();
    const onSubmit = jest.fn(async () => {});
    const user = renderFees({
      initial: {
        title: "Fees",
        fees: [
          { name: "Weekday", price: "10" },
          { name: "", price: "x" },
        ],
      },
      onInvalid,
      onSubmit,
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(["fees.1.name", "fees.1.price"]);
    expect(document.activeElement).toBe(screen.getByLabelText("Fee 2: name"));
    expect(errorUnder("Fee 2: name")).toBe("This field is required.");
    expect(errorUnder("Fee 2: price")).toBe("Only digits are allowed.");
    expect(errorUnder("Fee 1: name")).toBeNull();
    expect(screen.getByTestId("first").textContent).toBe("Fee 1: price");
  });

  it("shows what is wrong with the list as a whole at the list, and submits the parsed rows", async () => {
    const onInvalid = jest.fn();
    const onSubmit = jest.fn(async () => {});
    const user = renderFees({ initial: { title: "Fees", fees: [] }, onInvalid, onSubmit });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onInvalid).toHaveBeenCalledWith(["fees"]);
    // The element that stands for the list (its end) takes the focus.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add fee" }).parentElement);
    expect(screen.getByTestId("fees-error").textContent).toBe("Please enter the fee information.");
    // Adding a row starts the list afresh: its message goes until the next try.
    await user.click(screen.getByRole("button", { name: "Add fee" }));
    expect(screen.queryByTestId("fees-error")).toBeNull();
    await user.type(screen.getByLabelText("Fee 1: name"), "Weekday");
    await user.type(screen.getByLabelText("Fee 1: price"), "45");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ title: "Fees", fees: [{ name: "Weekday", price: "45" }] });
  });

  it("puts the server's issues under the fields their paths name, until the field is changed", async () => {
    const user = renderFees({
      initial: {
        title: "Fees",
        fees: [
          { name: "Weekday", price: "10" },
          { name: "Weekend", price: "20" },
        ],
      },
      server: [
        { path: "fees.1.name", message: "This name is taken." },
        { path: "fees.1.name", message: "A second word on the same field." },
        { path: "title", message: "This title is taken." },
      ],
    });
    await user.click(screen.getByRole("button", { name: "Server says" }));
    expect(errorUnder("Fee 2: name")).toBe("This name is taken.");
    expect(errorUnder("Title")).toBe("This title is taken.");
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Fee 2: name"), "s");
    expect(errorUnder("Fee 2: name")).toBeNull();
    expect(errorUnder("Title")).toBe("This title is taken.");
  });

  it("forgets what the server said about a list's rows when a row is removed (the rows moved)", async () => {
    const user = renderFees({
      initial: {
        title: "Fees",
        fees: [
          { name: "Weekday", price: "10" },
          { name: "Weekend", price: "20" },
        ],
      },
      server: [{ path: "fees.1.name", message: "This name is taken." }],
    });
    await user.click(screen.getByRole("button", { name: "Server says" }));
    await user.click(screen.getByRole("button", { name: "Remove fee 1" }));
    expect(errorUnder("Fee 1: name")).toBeNull();
    expect((screen.getByLabelText("Fee 1: name") as HTMLInputElement).value).toBe("Weekend");
  });
});
