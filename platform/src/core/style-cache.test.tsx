import { CacheProvider, css } from "@emotion/react";
import { render } from "@testing-library/react";
import { createStyleCache, styleNonce } from "./style-cache";

afterEach(() => {
  for (const element of document.head.querySelectorAll("meta, style")) element.remove();
});

test("a root's styles carry the nonce the server wrote into the page", () => {
  const meta = document.createElement("meta");
  meta.setAttribute("property", "csp-nonce");
  meta.content = "bm9uY2UtZm9yLXRlc3Q=";
  document.head.append(meta);
  const cache = createStyleCache("mf-test");
  render(
    <CacheProvider value={cache}>
      <p css={css({ color: "red" })}>x</p>
    </CacheProvider>,
  );
  const styles = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="mf-test"]')];
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(style.nonce).toBe("bm9uY2UtZm9yLXRlc3Q=");
});

test("without a nonce in the page (development, harness) styles are inserted without one", () => {
  expect(styleNonce()).toBeUndefined();
  expect(createStyleCache("shell").nonce).toBeUndefined();
});
