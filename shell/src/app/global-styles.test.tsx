import "test-kit/polyfills";
import { Global } from "@emotion/react";
import { render } from "@testing-library/react";
import { globalStyles } from "./shell-app";

afterEach(() => {
  document.documentElement.lang = "en";
});

describe("the page's global styles", () => {
  it("break Korean lines between words only, and leave other languages as they are", () => {
    render(<Global styles={globalStyles} />);
    document.documentElement.lang = "ko";
    expect(getComputedStyle(document.body).wordBreak).toBe("keep-all");
    document.documentElement.lang = "vi";
    expect(getComputedStyle(document.body).wordBreak).not.toBe("keep-all");
  });
});
