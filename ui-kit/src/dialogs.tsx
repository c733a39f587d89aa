import styled from "@emotion/styled";
import { useCallback, useState } from "react";
import { Button } from "./button";
import { Modal } from "./modal";
import { useCommonTranslation } from "./use-common-translation";

const Message = styled.p`
  margin: 0;
  line-height: 1.5;
  white-space: pre-line;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A question with Yes and No; closing it any other way counts as No. */
export function ConfirmDialog({ open, title, message, onConfirm, onCancel, ...labels }: ConfirmDialogProps) {
  const { t } = useCommonTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      label={message}
      footer={
        <>
          <Button variant="secondary" size="short" onClick={onCancel}>
            {labels.cancelLabel ?? t("dialog.no")}
          </Button>
          <Button size="short" onClick={onConfirm}>
            {labels.confirmLabel ?? t("dialog.yes")}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Modal>
  );
}

export interface AlertDialogProps {
  open: boolean;
  title?: string;
  message: string;
  onClose: () => void;
  confirmLabel?: string;
}

/** A message with one button that closes it. */
export function AlertDialog({ open, title, message, onClose, confirmLabel }: AlertDialogProps) {
  const { t } = useCommonTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      label={message}
      footer={
        <Button size="short" onClick={onClose}>
          {confirmLabel ?? t("dialog.ok")}
        </Button>
      }
    >
      <Message>{message}</Message>
    </Modal>
  );
}

export interface ForbiddenModalProps {
  /** The 403 answer's message; null keeps the modal closed. */
  message: string | null;
  onClose: () => void;
}

/** What a 403 shows (spec §8): the server's message, or a generic one, and a single confirm button. */
export function ForbiddenModal({ message, onClose }: ForbiddenModalProps) {
  const { t } = useCommonTranslation();
  return (
    <AlertDialog
      open={message !== null}
      title={t("forbidden.title")}
      message={message || t("forbidden.message")}
      confirmLabel={t("dialog.confirm")}
      onClose={onClose}
    />
  );
}

export interface AlertOptions {
  title?: string;
  /** The button's text, when "OK" does not say what it does. */
  confirmLabel?: string;
  /** What happens once the user has acknowledged the message (go to another page, focus a field). */
  afterClose?: () => void;
}

/**
 * A message the user must acknowledge, and what follows once they have: `alert(message, { afterClose })` opens it,
 * `dialog` is rendered once in the screen. Replaces a `useState` per message and an `AlertDialog` per screen.
 */
export function useAlert() {
  const [shown, setShown] = useState<(AlertOptions & { message: string }) | null>(null);
  const alert = useCallback(
    (message: string, options: AlertOptions = {}) => setShown({ ...options, message }),
    [],
  );
  const dialog = (
    <AlertDialog
      open={shown !== null}
      title={shown?.title}
      message={shown?.message ?? ""}
      confirmLabel={shown?.confirmLabel}
      onClose={() => {
        const afterClose = shown?.afterClose;
        setShown(null);
        afterClose?.();
      }}
    />
  );
  return { alert, dialog };
}
