import styled from "@emotion/styled";
import {
  type Customer,
  type CustomerChannel,
  type CustomerFilter,
  type CustomerImportReport,
  customerChannels,
} from "contracts/domains/customers/schemas";
import { formatDate, truncateAtWord } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { ConfirmDialog, useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { Modal } from "ui-kit/modal";
import { Actions, Lead, Notice, Page, RowActions, Toolbar } from "ui-kit/page-kit";
import { EmailText, PagedTable, type TableColumn } from "ui-kit/paged-table";
import { saveFile } from "ui-kit/save-file";
import { TextField } from "ui-kit/text-field";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useTiers } from "../common/api/get-tiers";
import { useCan } from "../common/platform/use-customers";
import { useChangeCustomer } from "./api/change-customer";
import { useExportCustomers } from "./api/export-customers";
import { useCustomers } from "./api/get-customers";
import { useImportCustomers } from "./api/import-customers";
import { customersTexts } from "./texts";

interface Filters {
  page: number;
  q: string;
  tierId: string;
  channel: "" | CustomerChannel;
}

const Report = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  max-height: 16rem;
  overflow: auto;
  line-height: 1.5;
`;

const HiddenInput = styled.input`
  display: none;
`;

/** /customer-list: search, tier and sign-up channel (the spec's OS/App) filters, 9 rows a page, CSV export and a dry-run-first import. */
export function CustomerListScreen() {
  const { t, i18n } = useTexts(customersTexts);
  const can = useCan();
  const navigate = useNavigate();
  const messages = useMessages();
  const [filters, setFilters] = useState<Filters>({ page: 1, q: "", tierId: "", channel: "" });
  const [search, setSearch] = useState("");
  // The tier filter offers every tier: the same cache entry as the customer form's tier picker.
  const tiers = useTiers({ pageSize: 100 }).data?.list ?? [];
  const filter: CustomerFilter = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.tierId ? { tierId: filters.tierId } : {}),
    ...(filters.channel ? { channel: filters.channel } : {}),
  };
  const customers = useCustomers({ page: filters.page, ...filter });
  const change = useChangeCustomer();
  const importing = useImportCustomers();
  const exporting = useExportCustomers();
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const { alert, dialog } = useAlert();
  const [notice, setNotice] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ file: File; report: CustomerImportReport } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, page: 1, q: search.trim() }));
  };

  const exportCsv = async () => {
    try {
      saveFile(await exporting.mutateAsync(filter), "customers.csv");
    } catch {
      alert(t("customers.exportFailed"));
    }
  };

  const dryRun = async (file: File) => {
    try {
      setChecked({ file, report: await importing.mutateAsync({ file, dryRun: true }) });
    } catch {
      alert(messages.word("membership_save_failed"));
    }
  };

  const runImport = async () => {
    if (!checked) return;
    const { file } = checked;
    setChecked(null);
    try {
      const report = await importing.mutateAsync({ file, dryRun: false });
      setNotice(t("customers.imported", { count: report.added }));
    } catch {
      alert(messages.word("membership_save_failed"));
    }
  };

  const remove = async (customer: Customer) => {
    setDeleting(null);
    try {
      await change.mutateAsync({ kind: "delete", customer });
      setNotice(t("customers.deleted", { name: customer.name }));
    } catch {
      alert(messages.word("membership_save_failed"));
    }
  };

  const columns: TableColumn<Customer>[] = [
    { key: "name", header: t("customers.name"), cell: (c) => c.name },
    { key: "email", header: t("customers.email"), cell: (c) => <EmailText email={c.email} /> },
    { key: "mobile", header: t("customers.mobile"), narrow: true, cell: (c) => c.mobile },
    { key: "tier", header: t("customers.tier"), cell: (c) => truncateAtWord(c.tierName) },
    { key: "channel", header: t("customers.channel"), cell: (c) => t(`customers.channels.${c.channel}`) },
    {
      key: "registered",
      header: t("customers.registeredOn"),
      cell: (c) => formatDate(c.registeredOn, i18n.language),
    },
    {
      key: "reservations",
      header: t("customers.reservations"),
      narrow: true,
      cell: (c) => c.reservationCount,
    },
  ];
  const mayEdit = can("MEMBERSHIP_MANAGEMENT", "update");
  const mayDelete = can("MEMBERSHIP_MANAGEMENT", "delete");
  const mayCreate = can("MEMBERSHIP_MANAGEMENT", "create");
  if (mayEdit || mayDelete) {
    columns.push({
      key: "actions",
      header: t("customers.actions"),
      narrow: true,
      cell: (c) => (
        <RowActions>
          {mayEdit && (
            <Button
              variant="secondary"
              aria-label={`${t("customers.edit")} ${c.name}`}
              onClick={() => navigate(pathTo("/customer-update", { id: c.customerId }))}
            >
              {t("customers.edit")}
            </Button>
          )}
          {mayDelete && (
            <Button
              variant="text"
              aria-label={`${t("customers.delete")} ${c.name}`}
              onClick={() => setDeleting(c)}
            >
              {t("customers.delete")}
            </Button>
          )}
        </RowActions>
      ),
    });
  }

  const report = checked?.report;
  return (
    <Page
      title={t("titles.customerList")}
      lead={t("customers.lead")}
      actions={
        <Actions>
          <Button variant="secondary" size="short" onClick={exportCsv}>
            {t("customers.export")}
          </Button>
          {mayCreate && (
            <Button variant="secondary" size="short" onClick={() => fileInput.current?.click()}>
              {t("customers.import")}
            </Button>
          )}
          {mayCreate && (
            <Button size="short" onClick={() => navigate(pathTo("/customer-create"))}>
              {t("customers.add")}
            </Button>
          )}
        </Actions>
      }
    >
      <HiddenInput
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        aria-label={t("customers.importFile")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void dryRun(file);
        }}
      />
      <form onSubmit={submitSearch}>
        <Toolbar>
          <TextField
            label={t("customers.search")}
            placeholder={t("customers.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Dropdown
            label={t("customers.tierFilter")}
            value={filters.tierId}
            options={[
              { value: "", text: t("customers.allTiers") },
              ...tiers.map((tier) => ({ value: tier.tierId, text: tier.name })),
            ]}
            onChange={(tierId) => setFilters((current) => ({ ...current, page: 1, tierId }))}
          />
          <Dropdown
            label={t("customers.channelFilter")}
            value={filters.channel}
            options={[
              { value: "", text: t("customers.allChannels") },
              ...customerChannels.map((channel) => ({
                value: channel,
                text: t(`customers.channels.${channel}`),
              })),
            ]}
            onChange={(channel) =>
              setFilters((current) => ({ ...current, page: 1, channel: channel as "" | CustomerChannel }))
            }
          />
          <Button type="submit" size="short">
            {t("customers.find")}
          </Button>
        </Toolbar>
      </form>
      {notice && (
        <Notice tone="success" role="status">
          {notice}
        </Notice>
      )}
      <PagedTable
        caption={t("titles.customerList")}
        columns={columns}
        load={customers}
        rowKey={(c) => c.customerId}
        emptyText={t("customers.empty")}
        errorText={t("customers.loadFailed")}
        page={filters.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      />
      <Modal
        open={checked !== null}
        onClose={() => setChecked(null)}
        title={t("customers.reportTitle")}
        footer={
          <Actions>
            <Button size="short" disabled={!report || report.added === 0} onClick={runImport}>
              {t("customers.importConfirm", { count: report?.added ?? 0 })}
            </Button>
            <Button variant="secondary" size="short" onClick={() => setChecked(null)}>
              {t("customers.cancel")}
            </Button>
          </Actions>
        }
      >
        {report && (
          <>
            <Lead>
              {t("customers.reportSummary", {
                rows: report.rows,
                added: report.added,
                unchanged: report.unchanged,
                issues: report.issues.length,
              })}
            </Lead>
            {report.issues.length > 0 && (
              <Report aria-label={t("customers.reportIssues")}>
                {report.issues.map((issue) => (
                  <li key={`${issue.row}-${issue.field}`}>
                    {t("customers.reportIssue", {
                      row: issue.row,
                      field: issue.field,
                      message: issue.message,
                    })}
                  </li>
                ))}
              </Report>
            )}
          </>
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t("customers.confirmDelete", { name: deleting.name }) : ""}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {dialog}
    </Page>
  );
}
