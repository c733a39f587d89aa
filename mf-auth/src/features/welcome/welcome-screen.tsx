import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Actions, Lead } from "ui-kit/page-kit";
import { pathTo } from "../../paths";
import { type CountryCode, countries } from "../common/countries";
import { AuthCard } from "../common/layout/auth-card";
import { welcomeTexts } from "./texts";
import { WorldMap } from "./world-map";

/** /welcome: pick a country on the map (which also picks the language), then sign up or log in. */
export function WelcomeScreen() {
  const { t, i18n } = useTexts(welcomeTexts);
  const navigate = useNavigate();
  const [country, setCountry] = useState<CountryCode | null>(null);

  const choose = (code: CountryCode) => {
    setCountry(code);
    const language = countries.find((c) => c.code === code)?.language;
    if (language && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
  };

  return (
    <AuthCard title={t("welcome.title")} wide>
      <Lead>{t("welcome.lead")}</Lead>
      <WorldMap selected={country} onSelect={choose} />
      <Actions>
        <Button size="short" onClick={() => navigate(pathTo("/select-account-type"), { state: { country } })}>
          {t("welcome.signUp")}
        </Button>
        <Button size="short" variant="secondary" onClick={() => navigate(pathTo("/login"))}>
          {t("welcome.login")}
        </Button>
      </Actions>
    </AuthCard>
  );
}
