import styled from "@emotion/styled";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { colors, fontFamily } from "./tokens";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  children: ReactNode;
  footer?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.backdrop};
`;

const Panel = styled.div`
  min-width: min(24rem, 90vw);
  max-width: 90vw;
  max-height: 90vh;
  overflow: auto;
  padding: 1.5rem;
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
  font-family: ${fontFamily};
  box-shadow: 0 20px 40px rgba(16, 24, 40, 0.2);
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null) {
  if (event.key !== "Tab" || !panel) return;
  const items = Array.from(panel.querySelectorAll<HTMLElement>(focusable));
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Dialog: backdrop click and Escape close it, page scroll is blocked and focus stays inside while open. */
export function Modal({ open, onClose, title, label, children, footer }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const first = panel.current?.querySelector<HTMLElement>(focusable);
    (first ?? panel.current)?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      // Give focus back to what opened the dialog, unless the closing action already moved it somewhere useful.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost || panel.current?.contains(document.activeElement)) opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, panel.current);
  };
  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        // With a visible title as the name, the body is read out as the description when the dialog opens.
        aria-describedby={title ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {title && <Title id={titleId}>{title}</Title>}
        <div id={bodyId}>{children}</div>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
