import styled from "@emotion/styled";
import { countryCodeOf } from "contracts/domains/common/countries";
import { todayIn } from "contracts/domains/common/dates";
import {
  birthDateOf,
  type CustomerFormValues,
  customerForm,
  customerFormValues,
} from "contracts/domains/customers/forms";
import {
  CUSTOMER_LIMITS,
  type Customer,
  type CustomerInputParsed,
  customerChannels,
  customerCountries,
  genders,
} from "contracts/domains/customers/schemas";
import type { Tier } from "contracts/domains/membership-tiers/schemas";
import { useClubTimeZone } from "platform/data/shared-reads";
import { useTexts } from "platform/i18n/use-texts";
import { useIdParam } from "platform/remote/id-param";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Checkbox } from "ui-kit/checkbox";
import { combineLoads } from "ui-kit/combine-loads";
import { useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { FormActions } from "ui-kit/form-actions";
import { LoadGate, type LoadState } from "ui-kit/load-gate";
import { Form, Page } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useTiers } from "../common/api/get-tiers";
import { useChangeCustomer } from "./api/change-customer";
import { useCustomer } from "./api/get-customer";
import { customersTexts } from "./texts";

const Row = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 0.75rem;
  legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }
`;
const FieldError = styled.p`
  margin: 0.25rem 0 0;
  color: ${colors.error};
  font-size: 0.875rem;
`;

type Select = "tierId" | "gender" | "country" | "channel";

function CustomerForm({
  customer,
  tiers,
  today,
  onDone,
}: {
  customer?: Customer;
  tiers: Tier[];
  today: string;
  onDone: () => void;
}) {
  const { t } = useTexts(customersTexts);
  const change = useChangeCustomer();
  const messages = useMessages();
  const { alert, dialog } = useAlert();
  const [birth, setBirth] = useState(() => {
    const [year = "", month = "", day = ""] = customer?.birthDate?.split("-") ?? [];
    return { year, month, day };
  });
  const form = useForm<CustomerFormValues, CustomerInputParsed>({
    schema: customerForm,
    initialValues: customerFormValues(customer, today),
    onSubmit: async (input) => {
      try {
        await change.mutateAsync({ kind: "save", customerId: customer?.customerId, input });
        onDone();
      } catch (error) {
        if (form.applyApiError(error, { customer_email_duplicated: "email" }).length > 0) return;
        alert(messages.word("membership_save_failed"));
      }
    },
  });

  const select = <K extends Select>(name: K) => {
    const control = form.control(name);
    return {
      ...control,
      value: String(control.value),
      onChange: (v: string) => control.onChange(v as CustomerFormValues[K]),
    };
  };
  const setBirthPart = (part: "year" | "month" | "day", value: string) => {
    const next = { ...birth, [part]: value.replace(/\D/g, "") };
    setBirth(next);
    form.setValue("birthDate", birthDateOf(next.year, next.month, next.day));
  };
  // Tiers of the list, plus a disabled tier the customer still holds.
  const tierOptions = tiers.map((tier) => ({
    value: tier.tierId,
    text: tier.status === "active" ? tier.name : `${tier.name} (${t("tiers.statuses.disabled")})`,
  }));
  const birthError = form.control("birthDate").error;

  return (
    <Form onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t("customers.name")}
        required
        maxLength={CUSTOMER_LIMITS.name.max}
        {...form.text("name")}
      />
      <TextField label={t("customers.email")} required type="email" {...form.text("email")} />
      <TextField label={t("customers.mobile")} required inputMode="numeric" {...form.text("mobile")} />
      <Dropdown
        label={t("customers.tier")}
        required
        placeholder={t("tiers.choose")}
        options={tierOptions}
        {...select("tierId")}
      />
      <TextField label={t("customers.tierValidUntil")} type="date" {...form.text("tierValidUntil")} />
      <TextField label={t("customers.registeredOn")} required type="date" {...form.text("registeredOn")} />
      <div>
        <Row>
          <legend>{t("customers.birthDate")}</legend>
          <TextField
            label={t("customers.birthYear")}
            inputMode="numeric"
            maxLength={4}
            value={birth.year}
            onChange={(event) => setBirthPart("year", event.target.value)}
          />
          <TextField
            label={t("customers.birthMonth")}
            inputMode="numeric"
            maxLength={2}
            value={birth.month}
            onChange={(event) => setBirthPart("month", event.target.value)}
          />
          <TextField
            label={t("customers.birthDay")}
            inputMode="numeric"
            maxLength={2}
            value={birth.day}
            onChange={(event) => setBirthPart("day", event.target.value)}
          />
        </Row>
        {birthError && <FieldError role="alert">{birthError}</FieldError>}
      </div>
      <Dropdown
        label={t("customers.gender")}
        options={genders.map((g) => ({ value: g, text: t(`customers.genders.${g}`) }))}
        {...select("gender")}
      />
      <Dropdown
        label={t("customers.country")}
        placeholder={t("customers.countryNone")}
        // Optional (spec §5): "none" is a choice, so a country chosen by mistake can be taken back.
        options={[
          { value: "", text: t("customers.countryNone") },
          ...customerCountries.map((c) => ({
            value: c,
            text: t(`customers.countries.${countryCodeOf(c)}`),
          })),
        ]}
        {...select("country")}
      />
      <Dropdown
        label={t("customers.channel")}
        options={customerChannels.map((c) => ({ value: c, text: t(`customers.channels.${c}`) }))}
        {...select("channel")}
      />
      <Checkbox
        label={t("customers.marketingOptIn")}
        checked={form.values.marketingOptIn}
        onChange={(event) => form.setValue("marketingOptIn", event.target.checked)}
      />
      <TextField label={t("customers.note")} maxLength={CUSTOMER_LIMITS.note} {...form.text("note")} />
      <FormActions
        saveLabel={t("tiers.save")}
        cancelLabel={t("tiers.cancel")}
        onCancel={onDone}
        disabled={form.submitting}
      />
      {dialog}
    </Form>
  );
}

interface Loaded {
  tiers: Tier[];
  customer?: Customer;
  /** The club's today, a new customer's registration date. */
  today: string;
}

/** The tiers to pick from and, when editing, the customer: ready when both are, missing without an id. */
function useCustomerScreenState(update: boolean, customerId: string | null): LoadState<Loaded> {
  const tiers = useTiers({ pageSize: 100 });
  const customer = useCustomer(update ? customerId : null);
  const timeZone = useClubTimeZone();
  const state = combineLoads({ tiers, customer: update ? customer : null, timeZone });
  if (update && !customerId) return { status: "missing" };
  if (state.status !== "ready") return state;
  const { tiers: tierPage, timeZone: zone, customer: loaded } = state.data;
  return { status: "ready", data: { tiers: tierPage.list, customer: loaded, today: todayIn(zone) } };
}

/** /customer-create and /customer-update?id=…: one form; the id in the address keeps a reload on the customer. */
function CustomerScreen({ update }: { update: boolean }) {
  const { t } = useTexts(customersTexts);
  const navigate = useNavigate();
  const customerId = useIdParam(useLocation().search);
  const state = useCustomerScreenState(update, customerId);
  const back = () => navigate(pathTo("/customer-list"));
  return (
    <Page title={t(update ? "titles.customerUpdate" : "titles.customerCreate")} fullPage>
      <LoadGate
        state={state}
        loading={t("tiers.loading")}
        failed={t("customers.loadFailed")}
        missing={{
          message: t("customers.missing"),
          back: { label: t("titles.customerList"), onClick: back },
        }}
      >
        {({ customer, tiers, today }) => (
          <CustomerForm customer={customer} tiers={tiers} today={today} onDone={back} />
        )}
      </LoadGate>
    </Page>
  );
}

export const CreateCustomerScreen = () => <CustomerScreen update={false} />;
export const UpdateCustomerScreen = () => <CustomerScreen update />;
