import { type ClubFormValues, clubForm } from "contracts/domains/clubs/forms";
import type { ClubInput } from "contracts/domains/clubs/schemas";
import { ensureErrorMessages, issueKey } from "platform/i18n/error-catalogue";
import { type ChangeEvent, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** A field's place in the values, as the contract's issues name it: "name", "teeUps.1.firstTeeUp", "courses". */
export type FieldPath = string;

export function valueAt(values: unknown, path: FieldPath): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

function withValueAt<T>(values: T, [key, ...rest]: string[], value: unknown): T {
  if (key === undefined) return value as T;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[Number(key)] = withValueAt(copy[Number(key)], rest, value);
    return copy as T;
  }
  const record = values as Record<string, unknown>;
  return { ...record, [key]: withValueAt(record[key], rest, value) } as T;
}

/** The first issue code per path, in the order the contract reports them. */
function issueCodes(values: ClubFormValues): Record<FieldPath, string> {
  const result = clubForm.safeParse(values);
  if (result.success) return {};
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    codes[path] ??= issue.message;
  }
  return codes;
}

const byDomOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

export interface InvalidField {
  path: FieldPath;
  label: string;
  message: string;
}

/**
 * State of the club form. The rows of courses, green fees and tee-ups make nested fields, so errors are kept per
 * path ("greenFees.1.regularPriceCents") rather than per top-level field; a field shows its error once it was left
 * or a save was tried, and a server's message on it until it is changed. Values are never reset by a failure.
 */
export function useClubForm(initial: ClubFormValues) {
  const { t, i18n } = useTranslation();
  ensureErrorMessages(i18n);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<FieldPath>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Record<FieldPath, string>>({});
  const fields = useRef(new Map<FieldPath, { element: HTMLElement; label: string }>());
  const refCallbacks = useRef(new Map<FieldPath, (element: HTMLElement | null) => void>());
  const labels = useRef(new Map<FieldPath, string>());

  const codes = useMemo(() => issueCodes(values), [values]);

  const errorOf = (path: FieldPath): string | undefined => {
    if (serverErrors[path]) return serverErrors[path];
    const code = codes[path];
    return code && (submitted || touched.has(path)) ? t(issueKey(code)) : undefined;
  };

  const touch = useCallback(
    (path: FieldPath) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );

  const setValue = useCallback((path: FieldPath, value: unknown) => {
    setValues((current) => withValueAt(current, path.split("."), value));
    setServerErrorsState((current) => {
      if (!(path in current)) return current;
      const { [path]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Replaces a whole list (a row added or removed): what was said about its rows no longer fits them. */
  const setList = useCallback(
    <K extends "courses" | "greenFees" | "teeUps">(key: K, rows: ClubFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: rows }));
      const inList = (path: string) => path === key || path.startsWith(`${key}.`);
      setServerErrorsState((current) =>
        Object.fromEntries(Object.entries(current).filter(([path]) => !inList(path))),
      );
      setTouched((current) => new Set([...current].filter((path) => !inList(path))));
    },
    [],
  );

  const refFor = (path: FieldPath, label: string) => {
    labels.current.set(path, label);
    let callback = refCallbacks.current.get(path);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) fields.current.set(path, { element, label: labels.current.get(path) ?? "" });
        else fields.current.delete(path);
      };
      refCallbacks.current.set(path, callback);
    }
    return callback;
  };

  /** Props for a TextField (or text area) bound to a path. */
  const text = (path: FieldPath, label: string) => ({
    label,
    name: path,
    value: String(valueAt(values, path) ?? ""),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(path, event.target.value),
    onBlur: () => touch(path),
    ref: refFor(path, label),
    error: errorOf(path),
  });

  /** Props for a control that reports its value itself (dropdown). */
  const control = (path: FieldPath, label: string) => ({
    label,
    name: path,
    value: String(valueAt(values, path) ?? ""),
    onChange: (value: string) => {
      setValue(path, value);
      touch(path);
    },
    onBlur: () => touch(path),
    ref: refFor(path, label),
    error: errorOf(path),
  });

  /** The first invalid field on the page, scrolled into view and focused (spec §5 generic scan). */
  const showFirst = (paths: FieldPath[], messageOf: (path: FieldPath) => string): InvalidField | null => {
    const onPage = paths
      .flatMap((path) => {
        const field = fields.current.get(path);
        return field ? [{ path, ...field }] : [];
      })
      .sort((a, b) => byDomOrder(a.element, b.element));
    const first = onPage[0];
    if (!first) return null;
    first.element.scrollIntoView?.({ block: "center" });
    first.element.focus();
    return { path: first.path, label: first.label, message: messageOf(first.path) };
  };

  /**
   * Checks the form: the contract's values when valid; otherwise every error shows and the first invalid field is
   * returned (already focused) so the screen can name it.
   */
  const check = (): { ok: true; input: ClubInput } | { ok: false; first: InvalidField | null } => {
    const result = clubForm.safeParse(values);
    if (result.success) return { ok: true, input: result.data };
    setSubmitted(true);
    return {
      ok: false,
      first: showFirst(Object.keys(codes), (path) => t(issueKey(codes[path] ?? "invalid_value"))),
    };
  };

  /** The server's field issues (already in the user's language) under their fields; the first one focused. */
  const setServerErrors = (issues: { path: string; message: string }[]) => {
    const errors: Record<FieldPath, string> = {};
    for (const issue of issues) errors[issue.path] ??= issue.message;
    setServerErrorsState(errors);
    return showFirst(Object.keys(errors), (path) => errors[path] ?? "");
  };

  /** Starts over from stored values (after a load or a save). */
  const reset = useCallback((next: ClubFormValues) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrorsState({});
  }, []);

  return {
    values,
    setValue,
    setList,
    touch,
    text,
    control,
    refFor,
    errorOf,
    check,
    setServerErrors,
    reset,
    focus: (path: FieldPath) => fields.current.get(path)?.element.focus(),
  };
}

export type ClubFormState = ReturnType<typeof useClubForm>;
