import { failedCall } from "test-kit/fake-api";
import "test-kit/polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import { z } from "zod";
import { TextField } from "./text-field";
import { useForm } from "./use-form";

const schema = z.object({
  email: z.string(),
  players: z.number(),
  rows: z.array(z.object({ name: z.string() })),
});
type Values = z.input<typeof schema>;

/** A form whose submit fails with `error`; what applyApiError named is written out. */
function FailingForm({ error }: { error: unknown }) {
  const form = useForm({
    schema,
    initialValues: { email: "a@example.com", players: 2, rows: [{ name: "A" }, { name: "B" }] } as Values,
    onSubmit: () => {
      const named = form.applyApiError(error, { email_duplicated: "email" });
      document.title = named.length === 0 ? "none" : named.join(",");
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextField label="Email" {...form.text("email")} />
      <TextField label="Players" {...form.text("players")} />
      {form.values.rows.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed in this test
        <TextField key={i} label={`Name ${i + 1}`} {...form.text(`rows.${i}.name`)} />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

async function submitWith(error: unknown, lng = "en") {
  render(
    <I18nextProvider i18n={createTestI18n(undefined, lng)}>
      <FailingForm error={error} />
    </I18nextProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
}

/** The message shown under a field, or null. */
const fieldError = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent ?? null;

describe("applyApiError", () => {
  it("puts a 422's issues under their fields: a row's field in a list of rows, else the top-level field", async () => {
    await submitWith(
      failedCall(422, {
        code: "validation_failed",
        message: "Invalid input",
        issues: [
          { path: "players.0", message: "Too many players" },
          { path: "rows.1.name", message: "Name taken" },
        ],
      }),
    );
    expect(fieldError("Players")).toBe("Too many players");
    expect(fieldError("Name 2")).toBe("Name taken");
    expect(fieldError("Name 1")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Players"));
    expect(document.title).toBe("players,rows.1.name");
  });

  it("puts a code the form ties to a field under that field, worded in the user's language", async () => {
    await submitWith(failedCall(409, { code: "email_duplicated", message: "Email is duplicated" }), "ko");
    expect(fieldError("Email")).not.toBe("Email is duplicated");
    expect(fieldError("Email")).toMatch(/[가-힣]/);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it("names no field for a failure about none, leaving it to the screen", async () => {
    await submitWith(failedCall(409, { code: "role_name_duplicated", message: "Role exists" }));
    expect(document.title).toBe("none");
    expect(fieldError("Email")).toBeNull();
  });
});
