import styled from "@emotion/styled";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { PLATFORM_NAMESPACE } from "../i18n/platform-translations";

const Screen = styled.section`
  padding: 2rem;
  font-family: system-ui, sans-serif;
`;

/** A route's title screen: scaffolding a domain team replaces with the real screen. */
export function PlatformRouteTitle({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const state = useLocation().state as { from?: unknown } | null;
  return (
    <Screen data-testid="route-screen">
      <h1>{title}</h1>
      {typeof state?.from === "string" && (
        <p data-testid="opened-from">{t("openedFrom", { path: state.from })}</p>
      )}
      {children}
    </Screen>
  );
}

/** A screen that is only its translated title: what a route shows until its domain's screen is built. */
export function titleScreen(namespace: string, titleKey: string): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the remote is defined, never during a render.
  return function TitleScreen() {
    const { t } = useTranslation(namespace);
    return <PlatformRouteTitle title={t(titleKey)} />;
  };
}
