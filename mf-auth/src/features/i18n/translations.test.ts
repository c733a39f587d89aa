import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { missingTranslations } from "platform/i18n/parity";
import { authResources } from "./index";

const featuresDir = join(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A key present in the English bundle, following dots the way i18next does (plural keys end in _one/_other). */
function resolves(key: string): boolean {
  let node: unknown = authResources.en;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    const record = node as Record<string, unknown>;
    node = part in record ? record[part] : record[`${part}_other`];
  }
  return typeof node === "string";
}

describe("auth translations", () => {
  it("has every key in en, ko and vi", () => {
    expect(missingTranslations(authResources)).toEqual([]);
  });

  it("uses the spec's exact English wording", () => {
    expect(authResources.en.welcome.title).toBe("Select Country on Map or Just Signup/Login");
    expect(authResources.en.verification.failed).toBe(
      "Email verification failed. Failed to verify your email. Please try again.",
    );
  });

  it("translates prose rather than copying English", () => {
    for (const lng of ["ko", "vi"] as const) {
      expect(authResources[lng].verification.failed).not.toBe(authResources.en.verification.failed);
      expect(authResources[lng].profile.invalidField).not.toBe(authResources.en.profile.invalidField);
    }
  });

  it("has a text for every literal key the screens ask for", () => {
    const asked = sourceFiles(featuresDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"]+)"/g)].map((match) => match[1] ?? ""),
    );
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter((key) => !resolves(key))).toEqual([]);
  });
});
