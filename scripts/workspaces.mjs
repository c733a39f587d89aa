import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const workspaces = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;
