import { type ClientStatus, type ClientSummary, clientStatuses } from "contracts/domains/clients/schemas";
import { formatDate, truncateAtWord } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Dropdown } from "ui-kit/dropdown";
import { Badge, Page, Toolbar } from "ui-kit/page-kit";
import { EmailText, PagedTable, type TableColumn } from "ui-kit/paged-table";
import { pathTo } from "../../paths";
import { useClients } from "./api/get-clients";
import { clientsTexts } from "./texts";

/** /client (administrators): business accounts by status, 9 a page; a row opens /client-profile. */
export function ClientListScreen() {
  const { t, i18n } = useTexts(clientsTexts);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<"" | ClientStatus>("");
  const clients = useClients({ page, ...(status ? { status } : {}) });

  const columns: TableColumn<ClientSummary>[] = [
    {
      key: "company",
      header: t("clients.company"),
      cell: (c) => (
        <Button variant="text" onClick={() => navigate(pathTo("/client-profile", { id: c.clientId }))}>
          {truncateAtWord(c.companyName)}
        </Button>
      ),
    },
    { key: "name", header: t("clients.name"), cell: (c) => `${c.firstName} ${c.lastName}` },
    { key: "email", header: t("clients.email"), cell: (c) => <EmailText email={c.email} /> },
    {
      key: "phone",
      header: t("clients.phone"),
      narrow: true,
      cell: (c) => `+${c.companyPhoneCode} ${c.companyPhoneNumber}`,
    },
    {
      key: "joined",
      header: t("clients.joined"),
      cell: (c) => formatDate(c.createdAt.slice(0, 10), i18n.language),
    },
    {
      key: "status",
      header: t("clients.status"),
      narrow: true,
      cell: (c) => (
        <Badge tone={c.status === "active" ? "active" : "inactive"}>
          {t(`clients.statuses.${c.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Page title={t("titles.client")} lead={t("clients.lead")}>
      <Toolbar>
        <Dropdown
          label={t("clients.statusFilter")}
          value={status}
          options={[
            { value: "", text: t("clients.all") },
            ...clientStatuses.map((s) => ({ value: s, text: t(`clients.statuses.${s}`) })),
          ]}
          onChange={(value) => {
            setStatus(value as "" | ClientStatus);
            setPage(1);
          }}
        />
      </Toolbar>
      <PagedTable
        caption={t("titles.client")}
        columns={columns}
        load={clients}
        rowKey={(c) => c.clientId}
        emptyText={t("clients.empty")}
        errorText={t("clients.loadFailed")}
        page={page}
        onPage={setPage}
      />
    </Page>
  );
}
