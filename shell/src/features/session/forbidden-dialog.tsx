import styled from "@emotion/styled";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { ForbiddenStore } from "./forbidden-store";

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 40%);
`;

const Dialog = styled.div`
  min-width: 18rem;
  max-width: 28rem;
  padding: 1.5rem;
  border-radius: 0.75rem;
  background: #fff;
  text-align: center;
`;

/** spec §8: a 403 shows the server's message with one confirm button. */
export function ForbiddenDialog({ store }: { store: ForbiddenStore }) {
  const { t } = useTranslation();
  const message = useSyncExternalStore(store.subscribe, store.get);
  if (message === null) return null;
  return (
    <Backdrop onClick={store.dismiss}>
      <Dialog role="alertdialog" aria-modal="true" onClick={(event) => event.stopPropagation()}>
        <p>{message || t("forbidden.fallback")}</p>
        <button type="button" onClick={store.dismiss}>
          {t("forbidden.confirm")}
        </button>
      </Dialog>
    </Backdrop>
  );
}
