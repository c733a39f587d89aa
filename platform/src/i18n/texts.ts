import type { Language, Translations } from "contracts/i18n/languages";
import type { i18n as I18n } from "i18next";
import { addTranslations } from "./register";

/**
 * What a translation must look like: the English texts' shape with a string at every leaf, so a key missing from
 * the Korean or Vietnamese file (or one they add) fails the type check instead of showing a raw key on screen.
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** One feature's texts: its part of a namespace in every language, and the texts its screens use besides. */
export interface Texts {
  readonly namespace: string;
  readonly translations: Translations;
  readonly uses: readonly Texts[];
}

/**
 * Declares a feature's texts. `en` sets the shape `ko` and `vi` are typed against; `uses` lists the texts a feature
 * shares with others (a remote's `i18n/shared`), registered with it.
 */
export function defineTexts<T extends object>(
  namespace: string,
  translations: { en: T } & Record<Exclude<Language, "en">, Shape<T>>,
  uses: readonly Texts[] = [],
): Texts {
  return { namespace, translations: translations as unknown as Translations, uses };
}

const registered = new WeakMap<I18n, Set<Texts>>();

/** Adds the texts (and those they use) to an i18next instance once; later calls are free. */
export function registerTexts(i18n: I18n, texts: Texts): void {
  const done = registered.get(i18n) ?? new Set<Texts>();
  registered.set(i18n, done);
  if (done.has(texts)) return;
  for (const used of texts.uses) registerTexts(i18n, used);
  addTranslations(i18n, texts.namespace, texts.translations);
  done.add(texts);
}
