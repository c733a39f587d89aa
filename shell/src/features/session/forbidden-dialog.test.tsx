import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderShell } from "../../test/render-shell";
import { ForbiddenDialog } from "./forbidden-dialog";
import { createForbiddenStore } from "./forbidden-store";

describe("forbidden dialog", () => {
  it("shows a 403's message until the user confirms it", async () => {
    const store = createForbiddenStore();
    await renderShell(<ForbiddenDialog store={store} />, () => ({ status: 200 }));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => store.show("You cannot edit this club."));
    expect(await screen.findByText("You cannot edit this club.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(screen.queryByText("You cannot edit this club.")).toBeNull();
  });
});
