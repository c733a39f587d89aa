import { ensureErrorMessages, issueKey } from "platform/i18n/error-catalogue";
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { apiErrorFields, type CodeFields } from "./api-error-fields";
import { useMessages } from "./use-messages";

type FieldValues = object;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A field's place in the values, as zod's issues and the API's name it: a top-level field ("name"), a list as a whole
 * ("courses") or a field of a list's row ("greenFees.1.regularPriceCents").
 */
export type FieldPath = string;

/** A field inside a top-level value: a row's field of a list ("teeUps.0.firstTeeUp"). */
export type NestedPath<V> = `${keyof V & string}.${string}`;

/** Any field of the form: a top-level one or a nested one. */
export type FieldName<V> = (keyof V & string) | NestedPath<V>;

/** The top-level fields that hold a list of rows. */
export type ListKey<V> = {
  [K in keyof V & string]: V[K] extends readonly unknown[] ? K : never;
}[keyof V & string];

type RowOf<V, K extends keyof V> = V[K] extends readonly (infer R)[] ? R : never;

/** What the server said about fields: by path, or its issues as it reported them (the first per path counts). */
export type ServerErrors = Record<string, string | undefined> | readonly { path: string; message: string }[];

export interface UseFormOptions<V extends FieldValues, Out> {
  schema: z.ZodType<Out, V>;
  initialValues: V;
  /** Receives the parsed values; may throw or reject, the form keeps what was typed either way. */
  onSubmit: (values: Out) => Promise<void> | void;
  /**
   * Told which fields failed a submit, in page order, after the first of them got the focus. A field of a list's row
   * is named by its path ("greenFees.1.name"), the list as a whole by its name.
   */
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

/** Maps zod issues to the first message (an error catalogue code) per full path ("greenFees.1.name"). */
export function issuesByPath(result: z.ZodSafeParseResult<unknown>): Record<FieldPath, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The value at a path: `valueAt(values, "teeUps.0.interval")`. */
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

const topLevel = (path: FieldPath) => path.split(".")[0] ?? path;
const isUnder = (path: FieldPath, list: FieldPath) => path === list || path.startsWith(`${list}.`);

const byDomOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/** What `text(name)` spreads on a text field; a component that takes a form's fields types them with it. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  error: string | undefined;
  label?: string;
}

export interface ControlBinding<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  error: string | undefined;
  label?: string;
}

type SetValue<V> = {
  <K extends keyof V & string>(name: K, value: V[K]): void;
  (path: NestedPath<V>, value: unknown): void;
};

type Text<V> = {
  (path: FieldName<V>): TextBinding;
  (path: FieldName<V>, label: string): TextBinding & { label: string };
};

type Control<V> = {
  <K extends keyof V & string>(name: K): ControlBinding<V[K]>;
  <K extends keyof V & string>(name: K, label: string): ControlBinding<V[K]> & { label: string };
  (path: NestedPath<V>): ControlBinding<unknown>;
  (path: NestedPath<V>, label: string): ControlBinding<unknown> & { label: string };
};

/**
 * Form state over a zod schema: errors appear after a field is left or a submit is tried, a failed submit
 * focuses the first invalid field, and values are never reset by a failure.
 *
 * Values may nest: a list of rows (courses, green fees) is bound with `list(name)` (its rows, add, remove, its own
 * error) and a row's fields by path (`text("greenFees.1.name")`). Errors are kept per path: a row's field shows its
 * own, the list its list-level one ("at least one course"); any other top-level field (a list of plain values, an
 * object) also shows what is wrong inside its value. Server issues land under the field their path names.
 */
export function useForm<V extends FieldValues, Out>({
  schema,
  initialValues,
  onSubmit,
  onInvalid,
}: UseFormOptions<V, Out>) {
  const { t, i18n } = useTranslation();
  ensureErrorMessages(i18n);
  const messages = useMessages();
  const [values, setAll] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<FieldPath>>(new Set());
  const [serverErrors, setServerErrorState] = useState<Record<FieldPath, string | undefined>>({});
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const labels = useRef(new Map<string, string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const keys = useMemo(() => firstIssues<V>(parsed), [parsed]);
  const paths = useMemo(() => issuesByPath(parsed), [parsed]);

  /** A list of rows (objects with fields of their own); a list of plain values (weekdays) is one field. */
  const isRows = (path: FieldPath) => {
    const value = valueAt(values, path);
    return Array.isArray(value) && value.some((row) => typeof row === "object" && row !== null);
  };

  /**
   * The issue shown on a field: the one at its path; a top-level field that is not a list of rows also shows the first
   * issue inside its value (a list of rows shows only its own, its rows' fields show theirs).
   */
  const issueAt = (path: FieldPath): string | undefined => {
    if (paths[path]) return paths[path];
    if (path.includes(".") || isRows(path)) return undefined;
    return (keys as Record<string, string | undefined>)[path];
  };

  /** The field an issue is shown on: a row's field for an issue inside a list of rows, else the top-level field. */
  const fieldOf = (issuePath: FieldPath) => {
    const key = topLevel(issuePath);
    return isRows(key) ? issuePath : key;
  };

  /** The fields that currently fail, in the order the schema reports them. */
  const invalidPaths = (result: z.ZodSafeParseResult<unknown>) => [
    ...new Set(Object.keys(issuesByPath(result)).map(fieldOf)),
  ];

  /** What is wrong with a field, whether or not it is shown yet: the server's word first. */
  const messageOf = (path: FieldPath): string | undefined => {
    if (serverErrors[path]) return serverErrors[path];
    const code = issueAt(path);
    return code ? t(issueKey(code)) : undefined;
  };

  const errorOf = (path: FieldPath): string | undefined =>
    serverErrors[path] || (touched.has(path) ? messageOf(path) : undefined);

  const setValue = useCallback(
    ((path: FieldPath, value: unknown) => {
      setAll((current) => withValueAt(current, path.split("."), value));
      setServerErrorState((current) => (current[path] ? { ...current, [path]: undefined } : current));
    }) as SetValue<V>,
    [],
  );

  const setValues = useCallback((patch: Partial<V>) => setAll((current) => ({ ...current, ...patch })), []);
  const touch = useCallback(
    (path: FieldName<V>) =>
      setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );

  // One stable ref callback per field, so React does not detach and re-attach every field on each keystroke.
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  /** Registers the element that stands for a field (focused when it is invalid) and, optionally, its label. */
  const refFor = (path: FieldPath, label?: string) => {
    if (label !== undefined) labels.current.set(path, label);
    let callback = refCallbacks.current.get(path);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) elements.current.set(path, element);
        else elements.current.delete(path);
      };
      refCallbacks.current.set(path, callback);
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
    const first = inPage[0]?.element;
    first?.scrollIntoView?.({ block: "center" });
    first?.focus();
    const rest = names.filter((name) => !elements.current.has(name));
    return [...inPage.map((item) => item.name), ...rest] as (keyof V & string)[];
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const result = schema.safeParse(values);
    if (!result.success) {
      const invalid = invalidPaths(result);
      setTouched((current) => new Set([...current, ...invalid]));
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

  /**
   * Props for a text-like input: value, change from the event, blur marks the field touched. With a label, the label
   * is part of the props and names the field where a screen needs its name (`labelOf`).
   */
  const text = ((path: FieldName<V>, label?: string): TextBinding => ({
    name: path,
    value: String(valueAt(values, path) ?? ""),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(path as NestedPath<V>, event.target.value),
    onBlur: () => touch(path),
    ref: refFor(path, label),
    error: errorOf(path),
    ...(label !== undefined ? { label } : {}),
  })) as Text<V>;

  /** Props for a control that reports its value directly (dropdown, file, checkbox). */
  const control = ((path: FieldPath, label?: string) => ({
    name: path,
    value: valueAt(values, path),
    onChange: (value: unknown) => {
      setValue(path as NestedPath<V>, value);
      touch(path as FieldName<V>);
    },
    onBlur: () => touch(path as FieldName<V>),
    ref: refFor(path, label),
    error: errorOf(path),
    ...(label !== undefined ? { label } : {}),
  })) as Control<V>;

  /** Replaces a list's rows. What was said about its rows no longer fits them (a row removed shifts the rest). */
  const setRows = useCallback(<K extends ListKey<V>>(name: K, rows: (current: V[K]) => V[K]) => {
    setAll((current) => ({ ...current, [name]: rows(current[name]) }));
    setServerErrorState((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !isUnder(path, name))),
    );
    setTouched((current) => new Set([...current].filter((path) => !isUnder(path, name))));
  }, []);

  /**
   * A list of rows (courses, green fees): its rows, adding and removing one, replacing all, its own error (about the
   * list as a whole) and the element that stands for it when it is invalid (the end of the list, say).
   */
  const list = <K extends ListKey<V>>(name: K, label?: string) => {
    type Row = RowOf<V, K>;
    const rows = (values[name] ?? []) as unknown as readonly Row[];
    return {
      rows,
      error: errorOf(name),
      ref: refFor(name, label),
      set: (next: readonly Row[]) => setRows(name, () => next as unknown as V[K]),
      add: (row: Row) => setRows(name, (current) => [...(current as readonly Row[]), row] as unknown as V[K]),
      remove: (index: number) =>
        setRows(
          name,
          (current) => (current as readonly Row[]).filter((_, i) => i !== index) as unknown as V[K],
        ),
    };
  };

  /** Replaces some values and forgets what was touched, so emptied fields do not shout at once. */
  const reset = useCallback((patch: Partial<V> = {}) => {
    setAll((current) => ({ ...current, ...patch }));
    setTouched(new Set());
    setServerErrorState({});
  }, []);

  return {
    values,
    reset,
    setValue,
    setValues,
    touch,
    text,
    control,
    list,
    refFor,
    handleSubmit,
    submitting,
    isValid: parsed.success,
    /** Field names that currently fail, in the order the schema reports them. */
    invalidFields: Object.keys(keys) as (keyof V & string)[],
    /** The message a field shows (or would show once left): the server's, else the rules' in the user's language. */
    messageOf,
    /** The label a field was bound with (`text(path, label)`, `control`, `list`, `refFor`). */
    labelOf: (path: FieldPath) => labels.current.get(path),
    /**
     * Shows messages from the server (already translated) under the fields their paths name; the first on the page
     * gets the focus. Returns the named fields in page order.
     */
    setServerErrors: (errors: ServerErrors | FieldErrors<V>) => {
      const byPath: Record<FieldPath, string | undefined> = {};
      if (Array.isArray(errors)) {
        for (const issue of errors as readonly { path: string; message: string }[]) {
          byPath[issue.path] ??= issue.message;
        }
      } else Object.assign(byPath, errors);
      setServerErrorState(byPath);
      return focusFirstInvalid(Object.keys(byPath).filter((path) => byPath[path]));
    },
    focusField: (name: FieldName<V>) => elements.current.get(name)?.focus(),
    /**
     * The one way a form shows a failed call: its field issues (a 422) under their fields (a row's field of a list of
     * rows, else the top-level field), and a code the form ties to a field (`{ email_duplicated: "email" }`) under
     * that field, worded like every failure. Returns the fields named in page order; none means the screen says it.
     */
    applyApiError: (error: unknown, fieldOfCode: CodeFields<V> = {}) => {
      const byPath = apiErrorFields(error, fieldOfCode, fieldOf, (code) => messages.failure(error, code));
      if (Object.keys(byPath).length === 0) return [];
      setServerErrorState(byPath);
      return focusFirstInvalid(Object.keys(byPath));
    },
  };
}

export type FormApi<V extends FieldValues, Out> = ReturnType<typeof useForm<V, Out>>;
