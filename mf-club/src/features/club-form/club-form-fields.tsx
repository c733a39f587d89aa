import { BasicSection } from "./basic-section";
import { CoursesSection } from "./courses-section";
import type { ClubFormState } from "./form-parts";
import { GolfSection } from "./golf-section";
import { GreenFeesSection } from "./green-fees-section";
import { NotesSection } from "./notes-section";
import { type PictureProps, PictureSection } from "./picture-section";
import { TeeUpsSection } from "./tee-ups-section";

interface Props {
  form: ClubFormState;
  readOnly: boolean;
  /** A fourth tee-up row was asked for. */
  onTeeUpLimit: () => void;
  picture: PictureProps;
}

/** The club form's sections (spec §2 "Club form"): Basic Info, Golf Information, the three lists, notes, picture. */
export function ClubFormFields({ form, readOnly, onTeeUpLimit, picture }: Props) {
  const disabled = readOnly;
  return (
    <>
      <BasicSection form={form} disabled={disabled} />
      <GolfSection form={form} disabled={disabled} />
      <CoursesSection form={form} disabled={disabled} />
      <GreenFeesSection form={form} disabled={disabled} />
      <TeeUpsSection form={form} disabled={disabled} onTeeUpLimit={onTeeUpLimit} />
      <NotesSection form={form} disabled={disabled} />
      <PictureSection picture={picture} readOnly={readOnly} />
    </>
  );
}
