import { SCRIPT_LOAD_TIMEOUT_MS, scriptTimeoutPlugin } from "./script-timeout-plugin";

describe("remote entry script time-out", () => {
  it("waits 120 s for a remote entry and keeps the runtime's attributes", () => {
    const hook = scriptTimeoutPlugin().createScript;
    const result = hook?.({
      url: "http://localhost:3002/remoteEntry.js",
      attrs: { crossorigin: "anonymous", async: true },
    }) as { script: HTMLScriptElement; timeout: number };
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(result.timeout).toBe(120_000);
    expect(result.script.src).toBe("http://localhost:3002/remoteEntry.js");
    expect(result.script.getAttribute("crossorigin")).toBe("anonymous");
    expect(result.script.async).toBe(true);
  });
});
