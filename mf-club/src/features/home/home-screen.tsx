import styled from "@emotion/styled";
import type { ClubListItem } from "contracts/domains/clubs/schemas";
import { useClubs } from "platform/data/shared-reads";
import { sessionGate } from "platform/http/account-gates";
import { useTexts } from "platform/i18n/use-texts";
import { usePlatform } from "platform/remote/platform-context";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { LoadGate } from "ui-kit/load-gate";
import { Actions, Notice, Page, Toolbar } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { colors, focusRing } from "ui-kit/tokens";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { ACCOUNT_GATES_NAMESPACE } from "../common/account-gates";
import { useBackToLogin } from "../common/account-gates/use-gate-actions";
import { ClubPicture } from "../common/club-image/club-picture";
import { homeTexts } from "./texts";

/** The club cards: as many columns as fit, each at least 16rem wide. */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 1.25rem;
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  overflow: hidden;
  background: ${colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: box-shadow 0.15s, border-color 0.15s;
  &:hover {
    border-color: ${colors.primary};
    box-shadow: 0 4px 16px rgba(16, 24, 40, 0.12);
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const CardText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.875rem 1rem 1rem;
  strong {
    font-size: 1.0625rem;
    overflow-wrap: break-word;
  }
`;

const Muted = styled.span`
  color: ${colors.muted};
  font-size: 0.9375rem;
`;

const Role = styled.span`
  align-self: flex-start;
  margin-top: 0.375rem;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  background: #eef6f1;
  color: ${colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  max-width: 36rem;
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

/**
 * /home (spec §2 "Home"): the clubs the user may open, as cards; choosing one opens its price schedule. An account
 * behind a gate (spec §4) gets the gate's screen on every visit, however it came here, and nothing else.
 */
export function HomeScreen() {
  const { session } = usePlatform();
  const gate = sessionGate(session.get("userSession"));
  if (gate) return <Navigate to={pathTo("/home-error")} replace state={gate} />;
  return <ClubCards />;
}

function ClubCards() {
  const { t } = useTexts(homeTexts);
  const gates = useTranslation(ACCOUNT_GATES_NAMESPACE).t;
  const { session, routes } = usePlatform();
  const navigate = useNavigate();
  const logOut = useBackToLogin();
  const messages = useMessages();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const clubs = useClubs(q ? { q } : {});
  const user = session.get("userSession");
  const isOwner = user?.isBusinessOwner === true;
  const noClubs = clubs.isSuccess && clubs.data.list.length === 0 && q === "";
  // Searching by name is offered once the list is cut short (an administrator's first hundred) or a search is on.
  const searchable = q !== "" || (clubs.isSuccess && clubs.data.more);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  const open = (club: ClubListItem) => {
    session.set("clubId", club.clubId);
    session.set("clubImageRef", club.clubImage);
    // Where the user came from travels along, as between any two remotes (the schedule may offer a way back).
    navigate(routes.pathFor("clubStart"), { state: { from: pathTo("/home") } });
  };

  const roleText = (role: string) =>
    role === "owner" || role === "admin" ? t(`home.roles.${role}`) : role || t("home.roles.none");

  const addClub = (
    <Button size="auto" onClick={() => navigate(pathTo("/add-golf-club"))}>
      {t("home.addClub")}
    </Button>
  );

  return (
    <Page
      title={t("titles.home")}
      lead={clubs.isSuccess && !noClubs ? t("home.lead") : undefined}
      actions={
        <Actions>
          {/* An owner may always add a club; with none yet, the empty state offers it instead. */}
          {isOwner && !noClubs && addClub}
          <Button size="auto" variant="secondary" onClick={logOut}>
            {t("home.logOut")}
          </Button>
        </Actions>
      }
    >
      <LoadGate
        state={clubs}
        loading={t("home.loading")}
        failed={clubs.isError ? messages.failure(clubs.error, t("home.loadFailed")) : undefined}
      >
        {({ list, more }) => (
          <>
            {searchable && (
              <form onSubmit={search} aria-label={t("home.search")}>
                <Toolbar>
                  <TextField
                    label={t("home.search")}
                    placeholder={t("home.searchPlaceholder")}
                    value={typed}
                    maxLength={50}
                    onChange={(event) => setTyped(event.target.value)}
                  />
                  <Button size="auto" type="submit">
                    {t("home.find")}
                  </Button>
                </Toolbar>
                {more && <Notice>{t("home.more", { count: list.length })}</Notice>}
              </form>
            )}
            {list.length === 0 && q !== "" ? (
              <Panel>
                <p>{t("home.noMatch", { q })}</p>
              </Panel>
            ) : list.length === 0 ? (
              <Panel>
                <p>{isOwner ? t("home.ownerEmpty") : gates("noClub.employee")}</p>
                {isOwner && addClub}
              </Panel>
            ) : (
              <Grid>
                {list.map((club) => (
                  <li key={club.clubId}>
                    <Card type="button" onClick={() => open(club)}>
                      <ClubPicture url={club.clubImage} />
                      <CardText>
                        <strong>{club.clubName}</strong>
                        <Muted>
                          {club.clubCity}, {t(`countries.${club.clubCountry}`)}
                        </Muted>
                        <Role>{t("home.role", { role: roleText(club.userRole) })}</Role>
                      </CardText>
                    </Card>
                  </li>
                ))}
              </Grid>
            )}
          </>
        )}
      </LoadGate>
    </Page>
  );
}
