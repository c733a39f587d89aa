import type { Tier, TierStatus } from "contracts/domains/membership-tiers/schemas";
import { formatPrice, truncateAtWord } from "contracts/i18n/format";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { ConfirmDialog, useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { Badge, Notice, Page, RowActions, Toolbar } from "ui-kit/page-kit";
import { PagedTable, type TableColumn } from "ui-kit/paged-table";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useTiers } from "../common/api/get-tiers";
import { useCan } from "../common/platform/use-customers";
import { useChangeTier } from "./api/change-tier";
import { membershipTiersTexts } from "./texts";

type Pending = { kind: "delete" | "disable" | "activate"; tier: Tier };

/** /membership-tiers: the club's tiers, 9 a page, filtered by status; create, edit, disable and delete. */
export function TierListScreen() {
  const { t, i18n } = useTexts(membershipTiersTexts);
  const can = useCan();
  const navigate = useNavigate();
  const messages = useMessages();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<"" | TierStatus>("");
  const tiers = useTiers({ page, ...(status ? { status } : {}) });
  const change = useChangeTier();
  const [pending, setPending] = useState<Pending | null>(null);
  const { alert, dialog } = useAlert();
  const [notice, setNotice] = useState<string | null>(null);

  const act = async ({ kind, tier }: Pending) => {
    setPending(null);
    try {
      await change.mutateAsync({ kind, tier });
      setNotice(t(`tiers.done.${kind}`, { name: tier.name }));
    } catch (error) {
      const code = getApiError(error).code;
      alert(messages.word(code === "tier_in_use" ? "tier_in_use" : "membership_save_failed"));
    }
  };

  const confirmText = (p: Pending) => {
    // Spec §4: disabling or deleting a tier customers hold warns first, naming how many.
    if ((p.kind === "disable" || p.kind === "delete") && p.tier.customerCount > 0) {
      return t(`tiers.confirm.${p.kind}InUse`, { name: p.tier.name, count: p.tier.customerCount });
    }
    return t(`tiers.confirm.${p.kind}`, { name: p.tier.name });
  };

  const columns: TableColumn<Tier>[] = [
    { key: "name", header: t("tiers.name"), cell: (tier) => tier.name },
    {
      key: "price",
      header: t("tiers.price"),
      narrow: true,
      cell: (tier) => `${formatPrice(tier.priceCents, i18n.language)} / ${t(`tiers.periods.${tier.period}`)}`,
    },
    {
      key: "discount",
      header: t("tiers.discount"),
      cell: (tier) => `${tier.discountRatePercent}% · ${t(`tiers.targets.${tier.discountTarget}`)}`,
    },
    { key: "benefit", header: t("tiers.benefit"), wrap: true, cell: (tier) => truncateAtWord(tier.benefit) },
    { key: "customers", header: t("tiers.customers"), narrow: true, cell: (tier) => tier.customerCount },
    {
      key: "status",
      header: t("tiers.status"),
      narrow: true,
      cell: (tier) => (
        <Badge tone={tier.status === "active" ? "active" : "inactive"}>
          {t(`tiers.statuses.${tier.status}`)}
        </Badge>
      ),
    },
  ];
  const mayEdit = can("MEMBERSHIP_MANAGEMENT", "update");
  const mayDelete = can("MEMBERSHIP_MANAGEMENT", "delete");
  if (mayEdit || mayDelete) {
    columns.push({
      key: "actions",
      header: t("tiers.actions"),
      narrow: true,
      cell: (tier) => (
        <RowActions>
          {mayEdit && (
            <Button
              variant="secondary"
              aria-label={`${t("tiers.edit")} ${tier.name}`}
              onClick={() => navigate(pathTo("/membership-update", { id: tier.tierId }))}
            >
              {t("tiers.edit")}
            </Button>
          )}
          {mayEdit && (
            <Button
              variant="secondary"
              aria-label={`${tier.status === "active" ? t("tiers.disable") : t("tiers.activate")} ${tier.name}`}
              onClick={() => setPending({ kind: tier.status === "active" ? "disable" : "activate", tier })}
            >
              {tier.status === "active" ? t("tiers.disable") : t("tiers.activate")}
            </Button>
          )}
          {mayDelete && (
            <Button
              variant="text"
              aria-label={`${t("tiers.delete")} ${tier.name}`}
              onClick={() => setPending({ kind: "delete", tier })}
            >
              {t("tiers.delete")}
            </Button>
          )}
        </RowActions>
      ),
    });
  }

  return (
    <Page
      title={t("titles.membershipTiers")}
      lead={t("tiers.lead")}
      actions={
        can("MEMBERSHIP_MANAGEMENT", "create") && (
          <Button size="short" onClick={() => navigate(pathTo("/membership-create"))}>
            {t("tiers.create")}
          </Button>
        )
      }
    >
      <Toolbar>
        <Dropdown
          label={t("tiers.statusFilter")}
          value={status}
          options={[
            { value: "", text: t("tiers.allStatuses") },
            { value: "active", text: t("tiers.statuses.active") },
            { value: "disabled", text: t("tiers.statuses.disabled") },
          ]}
          onChange={(value) => {
            setStatus(value as "" | TierStatus);
            setPage(1);
          }}
        />
      </Toolbar>
      {notice && (
        <Notice tone="success" role="status">
          {notice}
        </Notice>
      )}
      <PagedTable
        caption={t("titles.membershipTiers")}
        columns={columns}
        load={tiers}
        rowKey={(tier) => tier.tierId}
        emptyText={t("tiers.empty")}
        errorText={t("tiers.loadFailed")}
        page={page}
        onPage={setPage}
      />
      <ConfirmDialog
        open={pending !== null}
        message={pending ? confirmText(pending) : ""}
        onConfirm={() => pending && act(pending)}
        onCancel={() => setPending(null)}
      />
      {dialog}
    </Page>
  );
}
