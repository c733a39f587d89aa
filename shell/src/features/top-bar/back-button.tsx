import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";

/** spec "Back button": the previous page; on /login the site root. */
export function BackButton({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => (pathname === "/login" ? navigate("/") : navigate(-1));
  return (
    <button
      type="button"
      onClick={back}
      aria-label={t("topBar.back")}
      css={{ border: 0, background: "transparent", fontSize: "1rem", cursor: "pointer", padding: "0.5rem" }}
    >
      ← {t("topBar.back")}
    </button>
  );
}
