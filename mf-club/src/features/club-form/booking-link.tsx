import styled from "@emotion/styled";
import { ERROR_PATH } from "platform/core/route-table";
import { useTexts } from "platform/i18n/use-texts";
import { usePlatform } from "platform/remote/platform-context";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { Actions } from "ui-kit/page-kit";
import { colors } from "ui-kit/tokens";
import { Hint, Section } from "./form-parts";
import { clubFormTexts } from "./texts";

const Link = styled.p`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  background: ${colors.subtle};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
  /* One click selects the whole link, for a browser that cannot copy it for the owner. */
  user-select: all;
`;

/**
 * The club's public booking page (the remote that declares the `clubBooking` purpose, opened with the club's id) on
 * this platform's origin: the link the owner puts on the club's website. Null when no remote offers that page.
 */
export function useBookingLink(clubId: string): string | null {
  const path = usePlatform().routes.pathFor("clubBooking");
  if (path === ERROR_PATH) return null;
  const url = new URL(path, window.location.origin);
  url.searchParams.set("club", clubId);
  return url.href;
}

/**
 * The club's booking page link, shown as text with a Copy button, for the club's website: golfers book there
 * without an account. Nothing is shown where the platform has no booking page.
 */
export function BookingLink({ clubId }: { clubId: string }) {
  const { t } = useTexts(clubFormTexts);
  const link = useBookingLink(clubId);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (a page served without HTTPS) or the browser refused: the owner copies it by hand.
      setCopied(false);
    }
  };
  return (
    <Section title={t("form.bookingLink.title")}>
      <Hint>{t("form.bookingLink.lead")}</Hint>
      <Link data-testid="booking-link">{link}</Link>
      <Actions>
        <Button variant="secondary" size="short" onClick={() => void copy()}>
          {t("form.bookingLink.copy")}
        </Button>
      </Actions>
      {copied !== null && (
        <Hint role="status">{copied ? t("form.bookingLink.copied") : t("form.bookingLink.copyFailed")}</Hint>
      )}
    </Section>
  );
}
