import "test-kit/polyfills";
import { Global } from "@emotion/react";
import { render } from "@testing-library/react";
import { globalStyles } from "./shell-app";

afterEach(() => {
  document.documentElement.lang = "en";
});

describe("the page's global styles", () => {
  it("break Korean words between words only, in every language (a Korean club's names on a Vietnamese page)", () => {
    render(<Global styles={globalStyles} />);
    for (const lang of ["ko", "en", "vi"]) {
      document.documentElement.lang = lang;
      expect(getComputedStyle(document.body).wordBreak).toBe("keep-all");
      expect(getComputedStyle(document.body).overflowWrap).toBe("break-word");
    }
  });
});
