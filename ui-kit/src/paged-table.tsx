import styled from "@emotion/styled";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadGate, type LoadState, loadStateOf } from "./load-gate";
import { colors, focusRing } from "./tokens";
import { useCommonTranslation } from "./use-common-translation";

/** Spec §9: 9 rows a page, 10 page numbers a group, 44px rows. */
export const TABLE_PAGE_SIZE = 9;
export const PAGE_GROUP_SIZE = 10;
const ROW_HEIGHT = "44px";

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keeps the column to its content on one line (actions, counts, dates, badges); other columns may wrap. */
  narrow?: boolean;
  /**
   * Long free text (a memo): kept at least 6rem wide while it wraps. Like any text that wraps, two lines at most so
   * the row keeps its 44 px (the whole text stays in the cell for screen readers, and in its tooltip when it is text).
   */
  wrap?: boolean;
}

/** An email address in a cell, which may break after its "@" rather than widen the table. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** What a paged list call answers: one page of rows and how many there are in all. */
export interface RowPage<Row> {
  list: Row[];
  total: number;
}

export interface PagedTableProps<Row> {
  /** The page shown: a query of the data layer (keep the previous page while the next loads) or a LoadState. */
  load: UseQueryResult<RowPage<Row>> | LoadState<RowPage<Row>>;
  /** Names the table for assistive technology. */
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Already translated: what an empty list means here. */
  emptyText: string;
  /** Already translated: what went wrong; by default the error's own message. */
  errorText?: string;
  /** 1-based. */
  page: number;
  pageSize?: number;
  onPage: (page: number) => void;
  /** A row's kind as `data-tone` on its <tr>, for a caller's stylesheet to colour (e.g. by booking type). */
  rowTone?: (row: Row) => string | undefined;
}

const Scroller = styled.div`
  overflow-x: auto;
  /* The width a message row's text is held to (100cqw), so it stays in view however wide the columns are. */
  container-type: inline-size;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  color: ${colors.text};
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    /* The row's height includes the cells' padding and border: a cell's height alone is its content's in Chrome,
       which drew 57 px rows. A cell that must wrap its text may still grow. */
    box-sizing: border-box;
    height: ${ROW_HEIGHT};
    padding: 0 0.625rem;
    text-align: left;
    border-bottom: 1px solid ${colors.border};
    white-space: nowrap;
  }
  th {
    background: ${colors.subtle};
    font-weight: 600;
    font-size: 0.875rem;
  }
  tbody tr:last-of-type td {
    border-bottom: none;
  }
  td[data-narrow="true"],
  th[data-narrow="true"] {
    width: 1%;
  }
  /* Headers and text may wrap at a space rather than push the last column out of view on a laptop; narrow columns
     (dates, counts, badges, row actions) keep one line. Two lines (an email broken after its "@") still fit the
     44 px row. */
  th,
  td:not([data-narrow="true"]) {
    white-space: normal;
    line-height: 1.2;
    padding-top: 0.1875rem;
    padding-bottom: 0.1875rem;
  }
  td[data-wrap="true"] {
    min-width: 6rem;
  }
  .clamp {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  /* A row's link-like button reads as the cell's text: aligned with the header, wrapping like it. */
  td > button {
    padding: 0;
    min-height: 2rem;
    text-align: left;
    white-space: normal;
  }
`;

const Message = styled.td`
  text-align: center !important;
  color: ${colors.muted};
  padding: 1.5rem 0.75rem !important;
  white-space: normal !important;
`;

/**
 * What a message row says (loading, empty, failed with its Retry), kept within the table's visible width and to its left
 * edge while the columns scroll sideways on a narrow screen; the Retry sits centred under the text.
 */
const MessageBox = styled.div`
  position: sticky;
  left: 0.75rem;
  width: calc(100cqw - 1.5rem);
  max-width: 100%;
  & div {
    justify-content: center;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  margin-top: 0.75rem;
`;

const PageButton = styled.button<{ current: boolean }>`
  min-width: 2.25rem;
  height: 2.25rem;
  border-radius: 6px;
  border: 1px solid ${(p) => (p.current ? colors.primary : "transparent")};
  background: ${(p) => (p.current ? colors.primary : "transparent")};
  color: ${(p) => (p.current ? colors.primaryText : colors.text)};
  font-weight: ${(p) => (p.current ? 600 : 400)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => (p.current ? colors.primaryHover : colors.subtle)};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Range = styled.p`
  margin: 0.5rem 0 0;
  text-align: center;
  font-size: 0.8125rem;
  color: ${colors.muted};
`;

/**
 * A cell's content; text that may wrap (and every long-text column) shows two lines at most, so a squeezed column
 * in a long language does not make its row taller than 44 px.
 */
function cellContent<Row>(column: TableColumn<Row>, row: Row) {
  const content = column.cell(row);
  if (column.narrow || !(column.wrap || typeof content === "string")) return content;
  return <WrappedText>{content}</WrappedText>;
}

function WrappedText({ children }: { children: ReactNode }) {
  return (
    <span className="clamp" title={typeof children === "string" ? children : undefined}>
      {children}
    </span>
  );
}

/** The page numbers of the group `page` belongs to: 1–10, 11–20, … */
export function pageGroup(page: number, pageCount: number) {
  const first = Math.floor((page - 1) / PAGE_GROUP_SIZE) * PAGE_GROUP_SIZE + 1;
  const last = Math.min(pageCount, first + PAGE_GROUP_SIZE - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * A page of a list in the load vocabulary. A list has no item to be missing: a refused page, a 404 too (the club
 * gone meanwhile), failed to load and gets its message and a Retry, not the missing item's notice.
 */
function tableLoadOf<Row>(load: PagedTableProps<Row>["load"]): LoadState<RowPage<Row>> {
  if (!("refetch" in load)) return load;
  if (load.isError) return { status: "failed", error: load.error, retry: () => void load.refetch() };
  return loadStateOf(load);
}

/**
 * The back-office's paged table (spec §9): a caption for screen readers, loading, empty and error rows in place of
 * the data, page numbers in groups of ten with buttons to the previous and next group, and a horizontal scroll on
 * narrow screens instead of squeezed columns. The caller fetches one page at a time.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { caption, columns, rowKey, emptyText, page, onPage } = props;
  const load = tableLoadOf(props.load);
  // A query keeps the previous page while the next loads: the table is busy, not empty.
  const busy = "refetch" in props.load && props.load.isFetching;
  const rows = load.status === "ready" ? load.data.list : [];
  const total = load.status === "ready" ? load.data.total : 0;
  const pageSize = props.pageSize ?? TABLE_PAGE_SIZE;
  const { t } = useCommonTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const group = pageGroup(page, pageCount);
  const firstOfGroup = group[0] ?? 1;
  const lastOfGroup = group[group.length - 1] ?? 1;
  const span = columns.length;

  let body: ReactNode;
  if (load.status !== "ready") {
    body = (
      <tr>
        <Message colSpan={span}>
          <MessageBox>
            <LoadGate state={load} loading={t("table.loading")} failed={props.errorText}>
              {() => null}
            </LoadGate>
          </MessageBox>
        </Message>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <Message colSpan={span}>
          <MessageBox>{emptyText}</MessageBox>
        </Message>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} data-tone={props.rowTone?.(row)}>
        {columns.map((column) => (
          <td
            key={column.key}
            data-narrow={column.narrow ? "true" : undefined}
            data-wrap={column.wrap ? "true" : undefined}
          >
            {cellContent(column, row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div>
      <Scroller>
        <Table aria-busy={load.status === "loading" || busy || undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-narrow={column.narrow ? "true" : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </Scroller>
      {load.status === "ready" && total > 0 && (
        <>
          <Pager aria-label={t("table.pages")}>
            <PageButton
              current={false}
              disabled={firstOfGroup === 1}
              aria-label={t("table.previousPages")}
              onClick={() => onPage(firstOfGroup - 1)}
            >
              ‹
            </PageButton>
            {group.map((number) => (
              <PageButton
                key={number}
                current={number === page}
                aria-current={number === page ? "page" : undefined}
                aria-label={t("table.page", { page: number })}
                onClick={() => onPage(number)}
              >
                {number}
              </PageButton>
            ))}
            <PageButton
              current={false}
              disabled={lastOfGroup >= pageCount}
              aria-label={t("table.nextPages")}
              onClick={() => onPage(lastOfGroup + 1)}
            >
              ›
            </PageButton>
          </Pager>
          <Range>
            {t("table.range", {
              from: (page - 1) * pageSize + 1,
              to: Math.min(total, page * pageSize),
              total,
            })}
          </Range>
        </>
      )}
    </div>
  );
}
