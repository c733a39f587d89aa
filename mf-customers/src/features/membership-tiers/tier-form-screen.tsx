import { type TierFormValues, tierForm, tierFormValues } from "contracts/domains/membership-tiers/forms";
import {
  DISCOUNT_TARGETS,
  MEMBERSHIP_TIER_LIMITS,
  type Tier,
  type TierInputParsed,
  tierPeriods,
  tierStatuses,
} from "contracts/domains/membership-tiers/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { useIdParam } from "platform/remote/id-param";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ConfirmDialog, useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { FormActions } from "ui-kit/form-actions";
import { LoadGate } from "ui-kit/load-gate";
import { Form, Page } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useChangeTier } from "./api/change-tier";
import { useTier } from "./api/get-tier";
import { membershipTiersTexts } from "./texts";

function TierForm({ tier, onDone }: { tier?: Tier; onDone: () => void }) {
  const { t } = useTexts(membershipTiersTexts);
  const change = useChangeTier();
  const messages = useMessages();
  const { alert, dialog } = useAlert();
  const [confirming, setConfirming] = useState<TierInputParsed | null>(null);

  const save = async (input: TierInputParsed) => {
    try {
      await change.mutateAsync({ kind: "save", tierId: tier?.tierId, input });
      onDone();
    } catch (error) {
      if (form.applyApiError(error, { tier_name_duplicated: "name" }).length > 0) return;
      alert(messages.word("membership_save_failed"));
    }
  };

  const form = useForm<TierFormValues, TierInputParsed>({
    schema: tierForm,
    initialValues: tierFormValues(tier),
    // Spec §4: changing a tier that customers hold is allowed after a warning.
    onSubmit: (input) => (tier && tier.customerCount > 0 ? setConfirming(input) : save(input)),
  });

  /** A dropdown bound to a form field whose values are a fixed list. */
  const select = <K extends "period" | "discountTarget" | "status">(name: K) => {
    const control = form.control(name);
    return {
      ...control,
      value: String(control.value),
      onChange: (v: string) => control.onChange(v as TierFormValues[K]),
    };
  };
  const options = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, text: t(`tiers.${group}.${value}`) }));

  return (
    <Form onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t("tiers.name")}
        required
        maxLength={MEMBERSHIP_TIER_LIMITS.name.max}
        placeholder={t("tiers.namePlaceholder")}
        {...form.text("name")}
      />
      <TextField
        label={t("tiers.priceDollars")}
        required
        inputMode="decimal"
        placeholder={t("tiers.pricePlaceholder")}
        {...form.text("priceCents")}
      />
      <Dropdown
        label={t("tiers.period")}
        required
        options={options(tierPeriods, "billing")}
        {...select("period")}
      />
      <TextField
        label={t("tiers.discountRate")}
        required
        inputMode="numeric"
        placeholder={t("tiers.discountPlaceholder")}
        {...form.text("discountRatePercent")}
      />
      <Dropdown
        label={t("tiers.discountTarget")}
        required
        placeholder={t("tiers.choose")}
        options={options(DISCOUNT_TARGETS, "targets")}
        {...select("discountTarget")}
      />
      <TextField
        label={t("tiers.benefit")}
        maxLength={MEMBERSHIP_TIER_LIMITS.benefit}
        {...form.text("benefit")}
      />
      <TextField label={t("tiers.note")} maxLength={MEMBERSHIP_TIER_LIMITS.note} {...form.text("note")} />
      <Dropdown label={t("tiers.status")} options={options(tierStatuses, "statuses")} {...select("status")} />
      <FormActions
        saveLabel={t("tiers.save")}
        cancelLabel={t("tiers.cancel")}
        onCancel={onDone}
        disabled={form.submitting}
      />
      <ConfirmDialog
        open={confirming !== null}
        message={tier ? t("tiers.confirm.changeInUse", { name: tier.name, count: tier.customerCount }) : ""}
        onConfirm={() => {
          const input = confirming;
          setConfirming(null);
          if (input) void save(input);
        }}
        onCancel={() => setConfirming(null)}
      />
      {dialog}
    </Form>
  );
}

/** /membership-create. */
export function CreateTierScreen() {
  const { t } = useTexts(membershipTiersTexts);
  const navigate = useNavigate();
  return (
    <Page title={t("titles.membershipCreate")} fullPage>
      <TierForm onDone={() => navigate(pathTo("/membership-tiers"))} />
    </Page>
  );
}

/** /membership-update?id=…: the same form, filled; the id in the address keeps a reload on the tier. */
export function UpdateTierScreen() {
  const { t } = useTexts(membershipTiersTexts);
  const navigate = useNavigate();
  const tierId = useIdParam(useLocation().search);
  const tier = useTier(tierId);
  const back = () => navigate(pathTo("/membership-tiers"));
  return (
    <Page title={t("titles.membershipUpdate")} fullPage>
      <LoadGate
        state={tierId ? tier : { status: "missing" }}
        loading={t("tiers.loading")}
        failed={t("tiers.loadFailed")}
        missing={{ message: t("tiers.missing"), back: { label: t("titles.membershipTiers"), onClick: back } }}
      >
        {(loaded) => <TierForm tier={loaded} onDone={back} />}
      </LoadGate>
    </Page>
  );
}
