import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { Texts } from "platform/i18n/texts";

const root = join(__dirname, "..", "..");

export interface FeatureTexts {
  /** The folder that holds the texts, from the repository root (`mf-customers/src/features/membership-tiers/texts`). */
  dir: string;
  /** The folder whose code shows them: the feature's (`…/features/membership-tiers`), or the remote's `src` for shared texts. */
  usedIn: string;
  texts: Texts;
}

/**
 * A remote's texts modules (`features/<feature>/texts`, and the texts its features share: `i18n/shared`,
 * `i18n/<name>`), loaded as its screens load them.
 */
export function featureTexts(remote: string): FeatureTexts[] {
  const src = join(root, remote, "src");
  if (!existsSync(src)) return [];
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && entry.name === "index.ts" && /\/(texts|i18n\/[\w-]+)$/.test(entry.parentPath),
    )
    .map((entry) => {
      const module: Record<string, Texts> = require(join(entry.parentPath, "index.ts"));
      const [texts] = Object.values(module);
      const dir = relative(root, entry.parentPath);
      if (!texts) throw new Error(`${dir}/index.ts exports no texts`);
      return { dir, usedIn: entry.parentPath.endsWith("/texts") ? join(entry.parentPath, "..") : src, texts };
    });
}

/** Every remote's texts modules. */
export function allFeatureTexts(): FeatureTexts[] {
  return readdirSync(root)
    .filter((entry) => existsSync(join(root, entry, "remote.json")))
    .flatMap(featureTexts);
}

/** The texts and every texts they use, each once. */
export function withUsed(texts: Texts): Texts[] {
  return [texts, ...texts.uses.flatMap(withUsed)];
}
