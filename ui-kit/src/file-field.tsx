import styled from "@emotion/styled";
import { type Ref, useId } from "react";
import { ErrorText, FieldLabel, FieldWrapper } from "./field-parts";
import { colors, focusRing } from "./tokens";
import { useCommonTranslation } from "./use-common-translation";

export interface FileFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  accept?: string;
  required?: boolean;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  name?: string;
}

const Picker = styled.div<{ invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px dashed ${(p) => (p.invalid ? colors.error : colors.border)};
  border-radius: 8px;
  &:focus-within {
    ${focusRing}
  }
`;

/** The native input stays focusable and clickable for tests and assistive tech, but the browser's own
 * (untranslated) "Choose file / No file chosen" text is replaced by ours. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const ChooseButton = styled.label`
  padding: 0.375rem 0.875rem;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  background: ${colors.subtle};
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
`;

const Chosen = styled.span`
  color: ${colors.muted};
  font-size: 0.875rem;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A file chooser that shows the chosen file's name (the certificate upload of business sign-up). */
export function FileField({
  label,
  file,
  onChange,
  onBlur,
  accept,
  required,
  error,
  ref,
  name,
}: FileFieldProps) {
  const { t } = useCommonTranslation();
  const id = useId();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id} text={label} required={required} />
      <Picker invalid={Boolean(error)}>
        <HiddenInput
          id={id}
          ref={ref}
          name={name}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
        <ChooseButton htmlFor={id} aria-hidden="true">
          {t("file.choose")}
        </ChooseButton>
        <Chosen>{file ? file.name : t("file.none")}</Chosen>
      </Picker>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldWrapper>
  );
}
