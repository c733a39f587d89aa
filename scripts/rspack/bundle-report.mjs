// Where the bytes of a front-end build go, read from its output: each script and its (hidden) source map. Every
// byte of minified code is charged to the source file its mapping points at (unmapped bytes: the bundler's runtime
// and glue), so the figures are after minification and tree shaking. Gzip per module is the module's share of its
// file's raw bytes times the file's gzip size (gzip compresses a file as a whole, so a module has no exact size).
// Usage: node scripts/rspack/bundle-report.mjs [out-dir]   (after a production build; `npm run build -- --analyze`)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { root } from "../workspaces.mjs";

/** Base64 VLQ, as source maps encode their mappings. */
const BASE64 = Object.fromEntries(
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]),
);

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of generated code per source index (-1: unmapped), for a script and its source map. */
function bytesPerSource(code, map) {
  const lines = code.split("\n");
  const perSource = new Map();
  const add = (source, bytes) => perSource.set(source, (perSource.get(source) ?? 0) + bytes);
  let source = 0;
  const mappingLines = map.mappings.split(";");
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const lineBytes = Buffer.byteLength(line) + (l < lines.length - 1 ? 1 : 0);
    const segments = [];
    let column = 0;
    for (const text of (mappingLines[l] ?? "").split(",")) {
      if (!text) continue;
      const [dc, ds] = decodeSegment(text);
      column += dc;
      if (ds !== undefined) {
        source += ds;
        segments.push([column, source]);
      } else segments.push([column, -1]);
      // The remaining fields (line, column, name) are not needed, but the source index is relative: keep summing.
    }
    if (segments.length === 0) {
      add(-1, lineBytes);
      continue;
    }
    // Minified lines are ASCII in practice; columns are UTF-16 units, close enough to bytes for a summary.
    add(-1, segments[0][0]);
    for (let i = 0; i < segments.length; i++) {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      add(segments[i][1], Math.max(0, end - segments[i][0]));
    }
    add(-1, lineBytes - line.length);
  }
  return perSource;
}

/** `webpack://shell/../node_modules/react-dom/cjs/x.js` → `react-dom`; `../platform/src/core/x.ts` → `platform/src/core/x.ts`. */
export function sourceName(source) {
  // Code the bundler generated inline (the federation runtime's glue) has its text, URL-encoded, as its name.
  if (source.includes("%")) return "(runtime)";
  const path = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^(\.\.\/|\.\/)+/, "");
  return path;
}

export function packageOf(path) {
  const nm = path.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = path.slice(nm + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (path === "(runtime)") return "(bundler runtime and glue)";
  // Workspace sources: the workspace and its first folder ("platform/src/i18n").
  const parts = path.split("/");
  return parts.length > 3 ? parts.slice(0, 3).join("/") : parts.slice(0, -1).join("/") || path;
}

/** One script of a build: its sizes and what it holds. */
export function analyzeScript(file) {
  const code = readFileSync(file, "utf8");
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code, { level: 9 }).length;
  const modules = new Map();
  if (existsSync(`${file}.map`)) {
    const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
    for (const [index, bytes] of bytesPerSource(code, map)) {
      const name = index < 0 ? "(runtime)" : sourceName(map.sources[index] ?? "(runtime)");
      modules.set(name, (modules.get(name) ?? 0) + bytes);
    }
  } else modules.set("(runtime)", raw);
  const total = [...modules.values()].reduce((a, b) => a + b, 0) || 1;
  return {
    raw,
    gzip,
    modules: [...modules].map(([name, bytes]) => ({
      name,
      raw: bytes,
      gzip: Math.round((bytes / total) * gzip),
    })),
  };
}

/** Every script of an app's build folder. */
export function analyzeDist(dist) {
  const scripts = {};
  for (const name of readdirSync(dist).filter((f) => f.endsWith(".js"))) {
    scripts[name] = analyzeScript(join(dist, name));
  }
  return scripts;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

function group(entries, key) {
  const grouped = new Map();
  for (const entry of entries) {
    const k = key(entry);
    const g = grouped.get(k) ?? { name: k, raw: 0, gzip: 0 };
    g.raw += entry.raw;
    g.gzip += entry.gzip;
    grouped.set(k, g);
  }
  return [...grouped.values()].sort((a, b) => b.gzip - a.gzip);
}

function table(rows, limit, first = "module") {
  const shown = rows.slice(0, limit);
  const lines = [`| ${first} | raw KiB | gzip KiB |`, "| --- | ---: | ---: |"];
  for (const row of shown) lines.push(`| ${row.name} | ${kib(row.raw)} | ${kib(row.gzip)} |`);
  if (rows.length > limit) {
    const rest = rows.slice(limit);
    lines.push(
      `| … ${rest.length} more | ${kib(rest.reduce((a, r) => a + r.raw, 0))} | ${kib(rest.reduce((a, r) => a + r.gzip, 0))} |`,
    );
  }
  return lines.join("\n");
}

/** Markdown: the app's totals, its largest packages and modules, and each script's size and main content. */
export function appReport(app, scripts) {
  const all = Object.values(scripts).flatMap((s) => s.modules);
  const raw = Object.values(scripts).reduce((a, s) => a + s.raw, 0);
  const gzip = Object.values(scripts).reduce((a, s) => a + s.gzip, 0);
  const files = Object.entries(scripts)
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .map(([name, s]) => {
      const top = group(s.modules, (m) => packageOf(m.name))
        .slice(0, 3)
        .map((g) => `${g.name} ${kib(g.gzip)}`)
        .join(", ");
      return `| ${name} | ${kib(s.raw)} | ${kib(s.gzip)} | ${top} |`;
    });
  return [
    `# ${app}: ${Object.keys(scripts).length} scripts, ${kib(raw)} KiB raw, ${kib(gzip)} KiB gzip (every script, loaded or not)`,
    "",
    "## By package or source folder",
    "",
    table(
      group(all, (m) => packageOf(m.name)),
      25,
      "package or folder",
    ),
    "",
    "## Largest modules",
    "",
    table(
      group(all, (m) => m.name),
      25,
    ),
    "",
    "## Scripts",
    "",
    "| script | raw KiB | gzip KiB | largest parts (gzip KiB) |",
    "| --- | ---: | ---: | --- |",
    ...files,
    "",
  ].join("\n");
}

/**
 * Writes `<out>/<app>.md` and `<out>/<app>.json` for each app (name → build folder) and returns the analyses, for
 * the benchmark to say what a page load's scripts hold.
 */
export function writeBundleReports(builds, out) {
  mkdirSync(out, { recursive: true });
  const analyses = {};
  for (const [app, dist] of Object.entries(builds)) {
    if (!existsSync(dist)) continue;
    const scripts = analyzeDist(dist);
    analyses[app] = scripts;
    writeFileSync(join(out, `${app}.md`), appReport(app, scripts));
    writeFileSync(join(out, `${app}.json`), `${JSON.stringify(scripts, null, 1)}\n`);
  }
  return analyses;
}

/** Markdown for the scripts one page load fetched: `loaded` is [{ app, file }] in load order. */
export function loadReport(title, loaded, analyses) {
  const modules = [];
  const rows = [];
  for (const { app, file } of loaded) {
    const script = analyses[app]?.[file];
    if (!script) {
      rows.push(`| ${app} | ${file} | ? | ? | (not in the build folder) |`);
      continue;
    }
    modules.push(
      ...script.modules.map((m) => ({ ...m, name: m.name === "(runtime)" ? `(runtime of ${app})` : m.name })),
    );
    const top = group(script.modules, (m) => packageOf(m.name))
      .slice(0, 3)
      .map((g) => `${g.name} ${kib(g.gzip)}`)
      .join(", ");
    rows.push(`| ${app} | ${file} | ${kib(script.raw)} | ${kib(script.gzip)} | ${top} |`);
  }
  return [
    `# ${title}`,
    "",
    "| app | script | raw KiB | gzip KiB (level 9) | largest parts |",
    "| --- | --- | ---: | ---: | --- |",
    ...rows,
    "",
    "## By package or source folder",
    "",
    table(
      group(modules, (m) => packageOf(m.name)),
      30,
      "package or folder",
    ),
    "",
    "## Largest modules",
    "",
    table(
      group(modules, (m) => m.name),
      30,
    ),
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { apps, distOf } = await import("./apps.mjs");
  const out = process.argv[2] ?? join(root, ".bench", "bundles");
  const builds = Object.fromEntries(apps.map((app) => [app.dir, distOf(app)]));
  const monolith = join(root, "monolith", "dist");
  if (existsSync(monolith)) builds.monolith = monolith;
  writeBundleReports(builds, out);
  console.log(`Bundle analysis: ${out}/<app>.md`);
}
