import styled from "@emotion/styled";
import { clubImageLimits } from "contracts/domains/clubs/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { Button } from "ui-kit/button";
import { FileField } from "ui-kit/file-field";
import { colors } from "ui-kit/tokens";
import { ClubPicture } from "../common/club-image/club-picture";
import { Section } from "./form-parts";
import { clubFormTexts } from "./texts";

/** What happens to the club's picture on save. */
export type PictureChange =
  | { kind: "keep" }
  | { kind: "new"; file: File; preview: string }
  | { kind: "remove" };

export interface PictureProps {
  /** The stored picture's URL, or null. */
  stored: string | null;
  change: PictureChange;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
}

const PictureRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Preview = styled.figure`
  margin: 0;
  border-radius: 10px;
  overflow: hidden;
  border: 1px solid ${colors.border};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  figcaption {
    padding: 0.375rem 0.625rem;
    font-size: 0.8125rem;
    color: ${colors.muted};
  }
`;

/** The club's picture: what it will be after saving, and (unless read-only) the field to choose or remove it. */
export function PictureSection({ picture, readOnly }: { picture: PictureProps; readOnly: boolean }) {
  const { t } = useTexts(clubFormTexts);
  const { change, stored } = picture;
  return (
    <Section title={t("form.sections.image")}>
      <PictureRow>
        <Preview>
          {change.kind === "new" ? (
            <img src={change.preview} alt={t("form.image.preview")} />
          ) : (
            <ClubPicture url={change.kind === "remove" ? null : stored} alt={t("form.image.preview")} />
          )}
          {(change.kind === "remove" || (change.kind === "keep" && !stored)) && (
            <figcaption>{t("form.image.placeholder")}</figcaption>
          )}
        </Preview>
        {!readOnly && (
          <div>
            <FileField
              label={t("form.fields.image")}
              accept={clubImageLimits.types.join(",")}
              name="image"
              file={change.kind === "new" ? change.file : null}
              onChange={picture.onChoose}
              error={picture.error}
            />
            {(change.kind === "new" || (change.kind === "keep" && stored)) && (
              <Button variant="text" onClick={picture.onRemove}>
                {t("form.image.remove")}
              </Button>
            )}
          </div>
        )}
      </PictureRow>
    </Section>
  );
}
