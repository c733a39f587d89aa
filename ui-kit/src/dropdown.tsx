import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { Anchor, Item, List, Trigger } from "./dropdown-parts";
import { ErrorText, FieldLabel, FieldWrapper } from "./field-parts";
import { useCommonTranslation } from "./use-common-translation";

/** Dropdown option (spec §3): what is shown and what is stored; a disabled one is listed but cannot be chosen. */
export interface DropdownOption {
  text: string;
  value: string;
  disabled?: boolean;
}

export interface DropdownProps {
  label: string;
  options: DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  name?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Select-only combobox (max list height 200px, spec §9) operated with mouse or keyboard: a button in the combobox
 * role, so it can say that it is required or invalid, which a plain button cannot; its list takes the focus while
 * open.
 */
export function Dropdown(props: DropdownProps) {
  const { label, options, value, onChange, onBlur, placeholder, required, disabled, error, name, ref } =
    props;
  const { t } = useCommonTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const selected = options.find((option) => option.value === value);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, active]);

  const show = () => {
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.value === value),
      ),
    );
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option?.disabled) return;
    if (option) onChange(option.value);
    setOpen(false);
    document.getElementById(`${id}-button`)?.focus();
  };
  const onListKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(options.length - 1, Math.max(0, moves[event.key] ?? 0)));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      setOpen(false);
      document.getElementById(`${id}-button`)?.focus();
    }
  };

  return (
    <FieldWrapper>
      <FieldLabel id={`${id}-label`} htmlFor={`${id}-button`} text={label} required={required} />
      <Anchor>
        <Trigger
          ref={ref}
          id={`${id}-button`}
          name={name}
          type="button"
          role="combobox"
          invalid={Boolean(error)}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => (open ? setOpen(false) : show())}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              show();
            }
          }}
          onBlur={() => {
            if (!open) onBlur?.();
          }}
        >
          {selected?.text ?? placeholder ?? t("dropdown.placeholder")}
        </Trigger>
        {open && (
          <List
            ref={list}
            id={`${id}-list`}
            role="listbox"
            tabIndex={-1}
            aria-labelledby={`${id}-label`}
            aria-activedescendant={`${id}-option-${active}`}
            onKeyDown={onListKey}
            onBlur={(event) => {
              // Focus moving to the trigger means its click is about to toggle the list itself.
              const to = event.relatedTarget as HTMLElement | null;
              if (to?.id !== `${id}-button` && !event.currentTarget.contains(to)) {
                setOpen(false);
                onBlur?.();
              }
            }}
          >
            {options.map((option, index) => (
              <Item
                key={option.value}
                id={`${id}-option-${index}`}
                data-index={index}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                active={index === active}
                chosen={option.value === value}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                onMouseEnter={() => setActive(index)}
              >
                {option.text}
              </Item>
            ))}
          </List>
        )}
      </Anchor>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldWrapper>
  );
}
