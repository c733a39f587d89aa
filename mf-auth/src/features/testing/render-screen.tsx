import type { ComponentType } from "react";
import { type RenderOptions, renderScreen as renderWithPlatform } from "test-kit/render-screen";
import { authResources } from "../i18n";

export { landedOn } from "test-kit/render-screen";

export const renderScreen = (Screen: ComponentType, options: RenderOptions) =>
  renderWithPlatform(Screen, { ...options, bundles: { auth: authResources, ...options.bundles } });
