import { ROOT_PATH } from "platform/core/route-table";
import { useTranslation } from "react-i18next";
import { useShell } from "../../app/shell-context";
import { useShellNavigate } from "../../app/shell-location";

/** react-router numbers history entries: 0 is the first page of this visit. */
const isFirstPage = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;

/**
 * spec "Back button": the previous page; on the sign-in page the site root. A page opened directly has no previous page in
 * the app, so Back goes to the site root rather than out of the app.
 */
export function BackButton({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const { routes } = useShell().platform;
  const back = () =>
    pathname === routes.pathFor("signIn") || isFirstPage() ? navigate(ROOT_PATH) : navigate(-1);
  return (
    <button
      type="button"
      onClick={back}
      aria-label={t("topBar.back")}
      css={{
        border: 0,
        borderRadius: "0.4rem",
        background: "transparent",
        color: "inherit",
        fontSize: "1rem",
        cursor: "pointer",
        padding: "0.5rem",
        whiteSpace: "nowrap",
        flexShrink: 0,
        "&:hover": { background: "rgb(0 0 0 / 5%)" },
        "&:focus-visible": { outline: "2px solid #1f6f43", outlineOffset: "2px" },
      }}
    >
      ← {t("topBar.back")}
    </button>
  );
}
