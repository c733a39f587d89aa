import { ensureErrorMessages, issueKey } from "platform/i18n/error-catalogue";
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";

type FieldValues = Record<string, unknown>;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface UseFormOptions<V extends FieldValues, Out> {
  schema: z.ZodType<Out, V>;
  initialValues: V;
  /** Receives the parsed values; may throw or reject, the form keeps what was typed either way. */
  onSubmit: (values: Out) => Promise<void> | void;
  /** Told which fields failed a submit, in page order, after the first of them got the focus. */
  onInvalid?: (fields: (keyof V & string)[]) => void;
}

/** Maps zod issues to the first message (an error catalogue code) per top-level field. */
export function firstIssues<V>(result: z.ZodSafeParseResult<unknown>): FieldErrors<V> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<V>;
}

const byDomOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * Form state over a zod schema: errors appear after a field is left or a submit is tried, a failed submit
 * focuses the first invalid field, and values are never reset by a failure.
 */
export function useForm<V extends FieldValues, Out>({
  schema,
  initialValues,
  onSubmit,
  onInvalid,
}: UseFormOptions<V, Out>) {
  const { t, i18n } = useTranslation();
  ensureErrorMessages(i18n);
  const [values, setAll] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const keys = useMemo(() => firstIssues<V>(parsed), [parsed]);

  const errorOf = (name: keyof V & string): string | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    const code = keys[name];
    return touched[name] && code ? t(issueKey(code)) : undefined;
  };

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setAll((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const setValues = useCallback((patch: Partial<V>) => setAll((current) => ({ ...current, ...patch })), []);
  const touch = useCallback((name: keyof V) => setTouched((current) => ({ ...current, [name]: true })), []);

  // One stable ref callback per field, so React does not detach and re-attach every field on each keystroke.
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const refFor = (name: string) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  };

  /** Focuses the first of the named fields on the page and returns the names in page order. */
  const focusFirstInvalid = (names: string[]) => {
    const inPage = names
      .flatMap((name) => {
        const element = elements.current.get(name);
        return element ? [{ name, element }] : [];
      })
      .sort((a, b) => byDomOrder(a.element, b.element));
    inPage[0]?.element.focus();
    const rest = names.filter((name) => !elements.current.has(name));
    return [...inPage.map((item) => item.name), ...rest] as (keyof V & string)[];
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const result = schema.safeParse(values);
    if (!result.success) {
      const invalid = Object.keys(firstIssues<V>(result));
      setTouched((current) => ({ ...current, ...Object.fromEntries(invalid.map((name) => [name, true])) }));
      const ordered = focusFirstInvalid(invalid);
      onInvalid?.(ordered);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(result.data);
    } catch (error) {
      // Screens report expected failures themselves; anything reaching here is a bug worth seeing in the console.
      console.error(error);
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  /** Props for a text-like input: value, change from the event, blur marks the field touched. */
  const text = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ""),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
    onBlur: () => touch(name),
    ref: refFor(name),
    error: errorOf(name),
  });

  /** Props for a control that reports its value directly (dropdown, file, checkbox). */
  const control = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => {
      setValue(name, value);
      touch(name);
    },
    onBlur: () => touch(name),
    ref: refFor(name),
    error: errorOf(name),
  });

  /** Replaces some values and forgets what was touched, so emptied fields do not shout at once. */
  const reset = useCallback((patch: Partial<V> = {}) => {
    setAll((current) => ({ ...current, ...patch }));
    setTouched({});
    setServerErrors({});
  }, []);

  return {
    values,
    reset,
    setValue,
    setValues,
    touch,
    text,
    control,
    handleSubmit,
    submitting,
    isValid: parsed.success,
    /** Field names that currently fail, in the order the schema reports them. */
    invalidFields: Object.keys(keys) as (keyof V & string)[],
    /** Shows messages from the server (already translated) under the named fields. */
    setServerErrors: (errors: FieldErrors<V>) => {
      setServerErrors(errors);
      focusFirstInvalid(Object.keys(errors));
    },
    focusField: (name: keyof V & string) => elements.current.get(name)?.focus(),
  };
}

export type FormApi<V extends FieldValues, Out> = ReturnType<typeof useForm<V, Out>>;
