import { useSyncExternalStore } from "react";
import { ForbiddenModal } from "ui-kit/dialogs";
import type { ForbiddenStore } from "./forbidden-store";

/** spec §8: a 403 anywhere shows the server's message with one confirm button (the kit's forbidden modal). */
export function ForbiddenDialog({ store }: { store: ForbiddenStore }) {
  const message = useSyncExternalStore(store.subscribe, store.get);
  return <ForbiddenModal message={message} onClose={store.dismiss} />;
}
