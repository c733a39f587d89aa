import { render, screen } from "@testing-library/react";
import { ScreenLoadError } from "platform/remote/lazy-screen";
import { signalSectionRetry } from "platform/remote/section-retry";
import { act, Component, type ReactNode, Suspense } from "react";
import { lazyStep } from "./lazy-step";

const Step = ({ name }: { name: string }) => <h2>{`Step for ${name}`}</h2>;

/** Stands in for the remote's error boundary: shows what reached it. */
class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <p role="alert">{error instanceof ScreenLoadError ? "not loaded" : "crashed"}</p>;
    return this.props.children;
  }
}

describe("lazyStep", () => {
  it("loads the step's code when it is first shown, retries a failed load and passes the step its props", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Step);
    const Lazy = lazyStep<{ name: string }>(load, 1);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Lazy name="Minh" />
      </Suspense>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(await screen.findByRole("heading", { name: "Step for Minh" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reaches the error boundary as code that could not be loaded, and loads afresh on the section's Retry", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const load = jest.fn().mockRejectedValue(new Error("offline"));
    const Lazy = lazyStep<{ name: string }>(load, 1);
    const view = (
      <Caught>
        <Suspense fallback={null}>
          <Lazy name="Minh" />
        </Suspense>
      </Caught>
    );
    const { unmount } = render(view);
    expect((await screen.findByRole("alert")).textContent).toBe("not loaded");
    expect(load).toHaveBeenCalledTimes(3);
    unmount();

    load.mockResolvedValue(Step);
    act(() => signalSectionRetry());
    render(view);
    expect(await screen.findByRole("heading", { name: "Step for Minh" })).toBeTruthy();
  });
});
