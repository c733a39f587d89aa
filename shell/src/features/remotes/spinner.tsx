import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { useTranslation } from "react-i18next";

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgb(255 255 255 / 55%);
  /* The page below stays usable: the spinner only signals the change. */
  pointer-events: none;
`;

const Wheel = styled.div`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid #cfe5d8;
  border-top-color: #1f6f43;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner() {
  const { t } = useTranslation();
  return (
    <Overlay role="status" aria-label={t("loading")} data-testid="path-spinner">
      <Wheel />
    </Overlay>
  );
}
