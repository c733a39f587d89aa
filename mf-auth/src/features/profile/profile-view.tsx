import styled from "@emotion/styled";
import type { User } from "contracts/domains/accounts/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { colors } from "ui-kit/tokens";
import { findCountry, normalizePhoneCode } from "../common/countries";
import { profileTexts } from "./texts";

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) 1fr;
  gap: 0.75rem 1.5rem;
  /* Labels and values sit on one text line even where a Korean label and a Latin value use different fonts. */
  align-items: baseline;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
`;

export const joinAddress = (user: User) => {
  const a = user.company?.companyAddress;
  return a ? [a.city, a.state, a.address1, a.address2].filter(Boolean).join(" ") : "";
};

export const phoneOf = (user: User) => {
  const tel = user.company?.companyTel;
  return tel ? `${normalizePhoneCode(tel.phoneCode)} ${tel.phoneNumber}`.trim() : "";
};

/** The read-only profile of spec §2 "Profile". */
export function ProfileView({ user }: { user: User }) {
  const { t } = useTexts(profileTexts);
  const rows: [string, string][] = [
    [t("fields.firstName"), user.userName.firstName],
    [t("fields.lastName"), user.userName.lastName],
    [t("fields.email"), user.email],
    [t("fields.companyName"), user.company?.companyName ?? ""],
    [t("fields.phoneNumber"), phoneOf(user)],
    [t("fields.address"), joinAddress(user)],
  ];
  const country = findCountry(user.country);
  if (!user.company)
    rows.push([t("fields.country"), country ? t(`countries.${country.code}`) : user.country]);
  return (
    <List>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value || "—"}</dd>
        </div>
      ))}
    </List>
  );
}
