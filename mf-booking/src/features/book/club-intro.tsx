import styled from "@emotion/styled";
import type { PublicClub } from "contracts/domains/reservations/online-booking";
import { useTexts } from "platform/i18n/use-texts";
import { usePlatform } from "platform/remote/platform-context";
import { useState } from "react";
import { colors } from "ui-kit/tokens";
import { bookTexts } from "./texts";

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    line-height: 1.5;
    /* The club form's line breaks stay. */
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 40rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 8px;
  background: #e7f1ea;
`;

const ClubNotice = styled.p`
  border-left: 4px solid ${colors.primary};
  padding: 0.5rem 0.75rem;
  background: ${colors.surface};
`;

/** The API's pictures are paths on its origin: when the API is on another origin, so is the picture. */
function pictureSource(apiBaseUrl: string, url: string) {
  if (!apiBaseUrl || !url.startsWith("/")) return url;
  return new URL(url, apiBaseUrl).href;
}

/** The club's name, picture and notes, as its club form sets them; all of them text, never markup. */
export function ClubIntro({ club }: { club: PublicClub }) {
  const { t } = useTexts(bookTexts);
  const { config } = usePlatform();
  const [failed, setFailed] = useState(false);
  const picture = club.imageUrl ? pictureSource(config.apiBaseUrl, club.imageUrl) : null;
  return (
    <Intro aria-labelledby="club-name">
      <h2 id="club-name">{club.name}</h2>
      {picture && !failed && (
        <Picture src={picture} alt={t("book.picture", { name: club.name })} onError={() => setFailed(true)} />
      )}
      {club.notice && <ClubNotice data-testid="club-notice">{club.notice}</ClubNotice>}
      {club.description && <p data-testid="club-description">{club.description}</p>}
      {club.precautions && (
        <>
          <h3>{t("book.precautions")}</h3>
          <p>{club.precautions}</p>
        </>
      )}
    </Intro>
  );
}
