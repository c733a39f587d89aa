/**
 * The product speaks with one voice (docs/glossary.md): an English text has one Korean and one Vietnamese
 * translation wherever it appears, and the style rules of the glossary hold in every workspace.
 *
 * It reads texts of every package (remotes, shell, UI kit, the API's mail and PDF copy), so it lives in the checks
 * project, the one place allowed to import across package boundaries; the resources are imported through their own
 * modules so that the text checked is exactly the text shipped.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { countryLabels } from "contracts/domains/common/countries";
import {
  paymentMethodLabels,
  paymentStateLabels,
  reservationStatusLabels,
} from "contracts/domains/reservations/labels";
import { messages } from "contracts/errors/messages";
import { platformTranslations } from "platform/i18n/platform-translations";
import { declaredRemotes } from "test-kit/declared-remotes";
import { allFeatureTexts } from "test-kit/feature-texts";
import { commonResources } from "ui-kit/common-resources";
import { bookingMailCopy } from "../../api/src/mail/booking-mail";
import { releaseMailCopy } from "../../api/src/mail/release-mail";
import { strikeMailCopy } from "../../api/src/mail/strike-mail";
import { mailCopy, staffMailCopy } from "../../api/src/mail/templates";
import { waitlistMailCopy } from "../../api/src/mail/waitlist-mail";
import { pdfCopy } from "../../api/src/routes/reservations/pdf-copy";
import { accountGatesResources } from "../../mf-club/src/features/common/account-gates/resources";
import { shellTranslations } from "../../shell/src/app/translations";

const root = join(__dirname, "..", "..");

/** Each remote's texts, one resource per feature (and the texts its features share). */
const featureResources = (): Resource[] =>
  allFeatureTexts().map(({ dir, texts }) => ({
    name: dir,
    files: ["en", "ko", "vi"].map((language) => `${dir}/${language}.ts`),
    ...texts.translations,
  }));

interface Resource {
  /** Where the text lives, for the failure report. */
  name: string;
  /** The modules that hold it, relative to the repository root. */
  files: string[];
  en: unknown;
  ko: unknown;
  vi: unknown;
}

const resources: Resource[] = [
  {
    name: "platform",
    files: ["en", "ko", "vi"].map((language) => `platform/src/i18n/platform-texts/${language}.ts`),
    ...platformTranslations,
  },
  {
    name: "errors",
    files: ["en", "ko", "vi"].map((language) => `contracts/src/errors/messages/${language}.ts`),
    ...messages,
  },
  {
    name: "common",
    files: ["en", "ko", "vi"].map((language) => `ui-kit/src/common-texts/${language}.ts`),
    ...commonResources,
  },
  {
    name: "shell",
    files: ["en", "ko", "vi"].map((language) => `shell/src/app/texts/${language}.ts`),
    ...shellTranslations,
  },
  {
    name: "accountGates",
    files: ["en", "ko", "vi"].map(
      (language) => `mf-club/src/features/common/account-gates/texts/${language}.ts`,
    ),
    ...accountGatesResources,
  },
  // Each remote's texts, one resource per feature (and the texts its features share).
  ...featureResources(),
  // The menu text each remote declares in its remote.json.
  ...declaredRemotes()
    .filter((remote) => remote.menu.length > 0)
    .map((remote) => ({
      name: `${remote.name} menu`,
      files: [`${remote.name}/remote.json`],
      ...remote.texts,
    })),
  { name: "mail.booking", files: ["api/src/mail/booking-mail.ts"], ...bookingMailCopy },
  { name: "mail.waitlist", files: ["api/src/mail/waitlist-mail.ts"], ...waitlistMailCopy },
  { name: "mail.strikes", files: ["api/src/mail/strike-mail.ts"], ...strikeMailCopy },
  { name: "mail.releases", files: ["api/src/mail/release-mail.ts"], ...releaseMailCopy },
  { name: "pdf", files: ["api/src/routes/reservations/pdf-copy.ts"], ...pdfCopy },
  { name: "countries", files: ["contracts/src/domains/common/countries.ts"], ...countryLabels },
  {
    name: "reservation statuses",
    files: ["contracts/src/domains/reservations/labels.ts"],
    ...reservationStatusLabels,
  },
  { name: "payment states", files: ["contracts/src/domains/reservations/labels.ts"], ...paymentStateLabels },
  {
    name: "payment methods",
    files: ["contracts/src/domains/reservations/labels.ts"],
    ...paymentMethodLabels,
  },
  ...Object.entries(mailCopy).map(([kind, copy]) => ({
    name: `mail.${kind}`,
    files: ["api/src/mail/templates.ts"],
    ...copy,
  })),
  { name: "mail.staffAdded", files: ["api/src/mail/templates.ts"], ...staffMailCopy },
];

interface Text {
  where: string;
  en: string;
  ko: string;
  vi: string;
}

function at(tree: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

function texts(resource: Resource, path: string[] = []): Text[] {
  const node = at(resource.en, path);
  if (typeof node === "string") {
    const ko = at(resource.ko, path);
    const vi = at(resource.vi, path);
    // A missing translation is the parity tests' business; here only present pairs are compared.
    if (typeof ko !== "string" || typeof vi !== "string") return [];
    return [{ where: `${resource.name}:${path.join(".")}`, en: node, ko, vi }];
  }
  if (typeof node !== "object" || node === null) return [];
  // Placeholders are sample data chosen for each country (Seoul, Ho Chi Minh City), not translations.
  return Object.keys(node)
    .filter((key) => key !== "placeholders")
    .flatMap((key) => texts(resource, [...path, key]));
}

const all = resources.flatMap((resource) => texts(resource));

describe("one voice in three languages", () => {
  it("reads every resource", () => {
    const read = new Set(all.map((text) => text.where.split(":")[0]));
    expect(resources.filter((resource) => !read.has(resource.name)).map((resource) => resource.name)).toEqual(
      [],
    );
  });

  it("translates each English text the same way wherever it appears", () => {
    const conflicts: string[] = [];
    for (const language of ["ko", "vi"] as const) {
      const byEnglish = new Map<string, Map<string, string[]>>();
      for (const text of all) {
        const translations = byEnglish.get(text.en) ?? new Map<string, string[]>();
        translations.set(text[language], [...(translations.get(text[language]) ?? []), text.where]);
        byEnglish.set(text.en, translations);
      }
      for (const [en, translations] of byEnglish) {
        if (translations.size < 2) continue;
        const ways = [...translations].map(([translated, where]) => `"${translated}" (${where.join(", ")})`);
        conflicts.push(`${language} "${en}": ${ways.join(" / ")}`);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it("never ends a Korean sentence with '!' (the English keeps the spec's)", () => {
    expect(
      all.filter((text) => text.ko.trim().endsWith("!")).map((text) => `${text.where}: ${text.ko}`),
    ).toEqual([]);
  });

  it("ends every Korean error message with a period", () => {
    const errorTexts = new Set([...Object.values(messages.en), ...Object.values(commonResources.en.failure)]);
    expect(
      all
        .filter((text) => errorTexts.has(text.en) && !text.ko.trim().endsWith("."))
        .map((text) => `${text.where}: ${text.ko}`),
    ).toEqual([]);
  });

  it('asks politely in Korean: "-해 주세요", not "-하세요"', () => {
    expect(
      all.filter((text) => /(?<!주)세요[.?]?$/.test(text.ko)).map((text) => `${text.where}: ${text.ko}`),
    ).toEqual([]);
  });

  it("uses the golf trade's Vietnamese words and asks with “Vui lòng”", () => {
    const banned = /đặt chỗ|ngoại tuyến|chỉnh sửa|(^|[.,]\s*)hãy\s/iu;
    expect(all.filter((text) => banned.test(text.vi)).map((text) => `${text.where}: ${text.vi}`)).toEqual([]);
  });

  it("checks every source file that holds Korean text", () => {
    // Any module with Hangul outside this list is a translation resource these checks would silently miss.
    const listed = new Set([
      ...resources.flatMap((resource) => resource.files),
      "contracts/src/i18n/languages.ts",
    ]);
    // Demo data is sample content in the club's own language (a Korean club's name), not text to translate.
    const sampleData = (file: string) => file.startsWith("api/src/db/demo-");
    const workspaces: string[] = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const withKorean = workspaces
      .map((workspace) => join(root, workspace, "src"))
      .filter((src) => existsSync(src))
      .flatMap(sources)
      .filter((file) => /\p{Script=Hangul}/u.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(withKorean.filter((file) => !listed.has(file) && !sampleData(file))).toEqual([]);
  });
});
