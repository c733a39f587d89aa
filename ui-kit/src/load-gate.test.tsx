import { failedCall } from "test-kit/fake-api";
import "test-kit/polyfills";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import { LoadGate } from "./load-gate";

const answered = (status: number) => failedCall(status);

function renderGate(ui: ReactNode, lng = "en") {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <I18nextProvider i18n={createTestI18n({}, lng)}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );
}

function Names({ load, isEmpty }: { load: () => Promise<string[]>; isEmpty?: boolean }) {
  const query = useQuery({ queryKey: ["names"], queryFn: load });
  return (
    <LoadGate
      state={query}
      isEmpty={isEmpty ? (names) => names.length === 0 : undefined}
      empty="No names yet."
      missing={{ message: "This list is gone.", back: { label: "Back to the lists", onClick: () => {} } }}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </LoadGate>
  );
}

test("says it is loading, then shows the data", async () => {
  let answer: (names: string[]) => void = () => {};
  renderGate(<Names load={() => new Promise((resolve) => (answer = resolve))} />);
  expect(screen.getByRole("status").textContent).toBe("Loading…");
  answer(["Kim Minji"]);
  expect(await screen.findByText("Kim Minji")).toBeTruthy();
  expect(screen.queryByRole("status")).toBeNull();
});

test("a failure is an inline notice with Retry, and Retry loads again", async () => {
  const load = jest
    .fn<Promise<string[]>, []>()
    .mockRejectedValueOnce(answered(500))
    .mockResolvedValue(["An Vo"]);
  renderGate(<Names load={load} />, "ko");
  expect((await screen.findByRole("alert")).textContent).toBe("불러오지 못했습니다. 다시 시도해 주세요.");
  await userEvent.click(screen.getByRole("button", { name: "다시 시도" }));
  expect(await screen.findByText("An Vo")).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

test("a missing item says so and offers the way back, not Retry", async () => {
  renderGate(<Names load={() => Promise.reject(answered(404))} />);
  expect((await screen.findByRole("alert")).textContent).toBe("This list is gone.");
  expect(screen.getByRole("button", { name: "Back to the lists" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
});

test("empty data shows the empty text, not an empty list that looks like data", async () => {
  renderGate(<Names load={async () => []} isEmpty />, "vi");
  expect(await screen.findByText("No names yet.")).toBeTruthy();
  expect(screen.queryByRole("list")).toBeNull();
});
