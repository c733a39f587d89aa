import { Button } from "./button";
import { Actions } from "./page-kit";

interface Props {
  /** The submit button's text, in the screen's words ("Save", "Add"). */
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** While the form is being sent, or cannot be sent yet. */
  disabled?: boolean;
}

/** A form's closing row: its submit button, then Cancel, which leaves without saving. */
export function FormActions({ saveLabel, cancelLabel, onCancel, disabled }: Props) {
  return (
    <Actions>
      <Button type="submit" size="short" disabled={disabled}>
        {saveLabel}
      </Button>
      <Button variant="secondary" size="short" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Actions>
  );
}
