import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { lazyScreen } from "./lazy-screen";

const Loaded = () => <h1>Loaded</h1>;

describe("lazyScreen", () => {
  it("retries a failed chunk load before giving up", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Loaded);
    const Screen = lazyScreen(load, 1);
    render(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "Loaded" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
