import type { Server } from "node:http";
import type { App } from "../rspack/apps.mjs";

export function createShellServer(options: {
  env?: Record<string, string | undefined>;
  apiUrl: string;
  /** The remotes its registry lists; every workspace remote by default. */
  remotes?: readonly App[];
  /** The build folder it serves; the shell's by default. */
  dir?: string;
}): Server;
export function portProblem(port: number, host?: string): Promise<string | null>;
export function missingBuilds(): { dir: string }[];
export function serveApps(options: {
  env?: Record<string, string | undefined>;
  apiUrl: string;
  host?: string;
}): Promise<{ app: { dir: string }; port: number; server: Server }[]>;
