import styled from "@emotion/styled";
import { type ClientDetail, type ClientStatus, clientStatuses } from "contracts/domains/clients/schemas";
import { formatDateTime } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useIdParam } from "platform/remote/id-param";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { useAlert } from "ui-kit/dialogs";
import { Dropdown } from "ui-kit/dropdown";
import { LoadGate } from "ui-kit/load-gate";
import { Actions, Badge, Facts, Lead, Notice, Page } from "ui-kit/page-kit";
import { saveFile } from "ui-kit/save-file";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { useChangeClient, useClientCertificate } from "./api/change-client";
import { useClientDetail } from "./api/get-client";
import { clientsTexts } from "./texts";

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;
const Log = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.6;
`;

function ClientProfile({ client }: { client: ClientDetail }) {
  const { t, i18n } = useTexts(clientsTexts);
  const messages = useMessages();
  const change = useChangeClient(client.clientId);
  const certificate = useClientCertificate(client.clientId);
  const [status, setStatus] = useState<ClientStatus>(client.status);
  const [description, setDescription] = useState("");
  const [memo, setMemo] = useState(client.memo);
  const { alert, dialog } = useAlert();
  const [notice, setNotice] = useState<string | null>(null);

  /** The account as the server now holds it, after a change. */
  const show = (detail: ClientDetail) => {
    setStatus(detail.status);
    setMemo(detail.memo);
  };

  const changeStatus = async () => {
    try {
      show(await change.mutateAsync({ kind: "status", status, description: description.trim() }));
      setDescription("");
      setNotice(t("clients.statusSaved"));
    } catch (error) {
      alert(messages.failure(error, t("clients.saveFailed")));
    }
  };

  const saveMemo = async () => {
    try {
      show(await change.mutateAsync({ kind: "memo", memo }));
      setNotice(t("clients.memoSaved"));
    } catch (error) {
      alert(messages.failure(error, t("clients.saveFailed")));
    }
  };

  const download = async () => {
    try {
      saveFile(await certificate.mutateAsync(), `certificate-${client.companyName}`);
    } catch (error) {
      alert(messages.failure(error, t("clients.downloadFailed")));
    }
  };

  const log = [...client.statusLog].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      {notice && (
        <Notice tone="success" role="status">
          {notice}
        </Notice>
      )}
      <Section aria-labelledby="client-details">
        <h2 id="client-details">{client.companyName}</h2>
        <Facts>
          <dt>{t("clients.name")}</dt>
          <dd>{`${client.firstName} ${client.lastName}`}</dd>
          <dt>{t("clients.email")}</dt>
          <dd>{client.email}</dd>
          <dt>{t("clients.phone")}</dt>
          <dd>{`+${client.companyPhoneCode} ${client.companyPhoneNumber}`}</dd>
          <dt>{t("clients.address")}</dt>
          <dd>
            {[client.companyAddress, client.companyAddress2, client.city, client.state]
              .filter(Boolean)
              .join(", ")}
          </dd>
          <dt>{t("clients.status")}</dt>
          <dd>
            <Badge tone={client.status === "active" ? "active" : "inactive"}>
              {t(`clients.statuses.${client.status}`)}
            </Badge>
          </dd>
        </Facts>
        {client.hasCertificate && (
          <Actions>
            <Button variant="secondary" size="short" onClick={download}>
              {t("clients.certificate")}
            </Button>
          </Actions>
        )}
      </Section>
      <Section aria-labelledby="client-status">
        <h2 id="client-status">{t("clients.changeStatus")}</h2>
        <Dropdown
          label={t("clients.newStatus")}
          value={status}
          options={clientStatuses.map((s) => ({ value: s, text: t(`clients.statuses.${s}`) }))}
          onChange={(value) => setStatus(value as ClientStatus)}
        />
        <TextField
          label={t("clients.description")}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Actions>
          <Button size="short" onClick={changeStatus}>
            {t("clients.saveStatus")}
          </Button>
        </Actions>
        <h2>{t("clients.statusLog")}</h2>
        {log.length === 0 ? (
          <Lead>{t("clients.noLog")}</Lead>
        ) : (
          <Log aria-label={t("clients.statusLog")}>
            {log.map((entry) => (
              <li key={`${entry.date}-${entry.status}`}>
                {`${formatDateTime(entry.date, i18n.language)} · ${t(`clients.statuses.${entry.status}`)}`}
                {entry.description ? ` · ${entry.description}` : ""}
              </li>
            ))}
          </Log>
        )}
      </Section>
      <Section aria-labelledby="client-memo">
        <h2 id="client-memo">{t("clients.memo")}</h2>
        <TextField
          label={t("clients.memo")}
          maxLength={2000}
          value={memo}
          onChange={(event) => setMemo(event.target.value)}
        />
        <Actions>
          <Button variant="secondary" size="short" onClick={saveMemo}>
            {t("clients.saveMemo")}
          </Button>
        </Actions>
      </Section>
      {dialog}
    </>
  );
}

/** /client-profile?id=… (administrators): details, status change with a description, memo, certificate. */
export function ClientProfileScreen() {
  const { t } = useTexts(clientsTexts);
  const navigate = useNavigate();
  const clientId = useIdParam(useLocation().search);
  const client = useClientDetail(clientId);
  const back = () => navigate(pathTo("/client"));
  return (
    <Page
      title={t("titles.clientProfile")}
      fullPage
      actions={
        <Button variant="secondary" size="short" onClick={back}>
          {t("titles.client")}
        </Button>
      }
    >
      <LoadGate
        state={clientId ? client : { status: "missing" }}
        loading={t("tiers.loading")}
        failed={t("clients.loadFailed")}
        missing={{ message: t("clients.missing"), back: { label: t("titles.client"), onClick: back } }}
      >
        {(loaded) => <ClientProfile client={loaded} />}
      </LoadGate>
    </Page>
  );
}
