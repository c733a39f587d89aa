import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The nonce the shell's server wrote into this response of the page (`<meta property="csp-nonce">`); its content
 * security policy lets only `<style>` elements carrying it apply. Empty in development and in a remote's harness,
 * whose policies allow inline styles.
 */
export function styleNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}

/**
 * The emotion cache one React root (the shell's or a remote's) renders with: its own class prefix, so roots
 * released apart never share rules, and the page's nonce on every `<style>` it inserts. The default cache of the
 * shared `@emotion/react` has no nonce, so every root must be given one of these.
 */
export function createStyleCache(key: string, doc: Document = document): EmotionCache {
  return createCache({ key, nonce: styleNonce(doc) });
}
