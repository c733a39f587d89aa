import "test-kit/polyfills";
import type { UseQueryResult } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from "axios";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "test-kit/test-i18n";
import type { LoadState } from "./load-gate";
import { EmailText, PagedTable, pageGroup, type RowPage } from "./paged-table";

type Row = { id: number };
const columns = [{ key: "id", header: "Number", cell: (row: Row) => `Row ${row.id}` }];

function Table({
  total,
  load,
}: {
  total: number;
  load?: LoadState<RowPage<Row>> | UseQueryResult<RowPage<Row>>;
}) {
  const [page, setPage] = useState(1);
  const list = Array.from({ length: Math.max(0, Math.min(9, total - (page - 1) * 9)) }, (_, i) => ({
    id: (page - 1) * 9 + i + 1,
  }));
  return (
    <PagedTable
      caption="Numbers"
      columns={columns}
      load={load ?? { status: "ready", data: { list, total } }}
      rowKey={(row) => String(row.id)}
      emptyText="Nothing yet"
      errorText="Could not load"
      page={page}
      onPage={setPage}
    />
  );
}

const wrap = (ui: React.ReactNode, lng = "en") =>
  render(<I18nextProvider i18n={createTestI18n(undefined, lng)}>{ui}</I18nextProvider>);

const pageNumbers = () =>
  within(screen.getByRole("navigation"))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("PagedTable", () => {
  it("groups page numbers ten at a time", () => {
    expect(pageGroup(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageGroup(14, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageGroup(21, 25)).toEqual([21, 22, 23, 24, 25]);
  });

  it("shows 9 rows a page and moves between groups by keyboard", async () => {
    wrap(<Table total={9 * 12 + 2} />);
    expect(screen.getAllByRole("row")).toHaveLength(1 + 9);
    expect(pageNumbers()).toEqual(["‹", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "›"]);
    expect(screen.getByRole("button", { name: "Previous pages" }).hasAttribute("disabled")).toBe(true);
    screen.getByRole("button", { name: "Next pages" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(pageNumbers()).toEqual(["‹", "11", "12", "13", "›"]);
    expect(screen.getByRole("button", { name: "Page 11" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("91–99 of 110")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Page 13" }));
    expect(screen.getAllByRole("row")).toHaveLength(1 + 2);
  });

  it("says when it is loading, empty or failed, in the UI language", async () => {
    const retry = jest.fn();
    const { unmount } = wrap(<Table total={0} load={{ status: "loading" }} />, "ko");
    expect(screen.getByRole("status").textContent).toBe("불러오는 중…");
    unmount();
    wrap(<Table total={0} />);
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    wrap(<Table total={0} load={{ status: "failed", error: new Error("down"), retry }} />);
    expect(screen.getByRole("alert").textContent).toBe("Could not load");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalled();
  });

  it("takes a page refused with 404 as failed, with its message and Retry, not as a missing item", async () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const error = new AxiosError(
      "failed",
      "404",
      config,
      {},
      {
        status: 404,
        statusText: "",
        data: { message: "Not found", code: "club_not_found" },
        headers: new AxiosHeaders(),
        config,
      },
    );
    const refetch = jest.fn();
    const query = { isError: true, isSuccess: false, isFetching: false, error, refetch };
    wrap(<Table total={0} load={query as unknown as UseQueryResult<RowPage<Row>>} />);
    expect(screen.getByRole("alert").textContent).toBe("Could not load");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe("EmailText", () => {
  it("reads as the address and may break only after its @", () => {
    const { container } = render(<EmailText email="sunrise.golf@example.com" />);
    expect(container.textContent).toBe("sunrise.golf@example.com");
    expect(container.querySelector("wbr")?.previousSibling?.textContent).toBe("sunrise.golf@");
  });
});
