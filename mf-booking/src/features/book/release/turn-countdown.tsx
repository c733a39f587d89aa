import styled from "@emotion/styled";
import { useTexts } from "platform/i18n/use-texts";
import { useEffect, useState } from "react";
import { colors } from "ui-kit/tokens";
import { releaseTexts } from "./texts";

const Clock = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${colors.primary};
`;

/** Heard, not seen (ui-kit's visuallyHidden, written out: importing it would weigh on the page's first load). */
const Spoken = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The time left in the golfer's turn, ticking every second on screen (a timer, which screen readers leave silent)
 * and said politely once a whole minute: "2 minutes left", then "1 minute left", never every second.
 */
export function TurnCountdown({ endsAt }: { endsAt: string }) {
  const { t } = useTexts(releaseTexts);
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((end - now) / 1_000));
  const minutes = Math.ceil(seconds / 60);
  return (
    <div>
      <Clock role="timer" aria-label={t("release.timeLeft")}>
        {`${Math.floor(seconds / 60)}:${pad(seconds % 60)}`}
      </Clock>
      <Spoken aria-live="polite" data-testid="turn-minutes">
        {t("release.minutesLeft", { count: minutes })}
      </Spoken>
    </div>
  );
}
