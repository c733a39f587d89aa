import styled from "@emotion/styled";
import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { ErrorText, FieldWrapper, Label, RequiredMark } from "./field-parts";
import { colors, focusRing } from "./tokens";

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
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px dashed ${(p) => (p.invalid ? colors.error : colors.border)};
  border-radius: 8px;
  &:focus-within {
    ${focusRing}
  }
  input {
    font-size: 0.875rem;
  }
`;

const Chosen = styled.span`
  color: ${colors.muted};
  font-size: 0.875rem;
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
  const { t } = useTranslation("common");
  const id = useId();
  return (
    <FieldWrapper>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Picker invalid={Boolean(error)}>
        <input
          id={id}
          ref={ref}
          name={name}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
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
