export interface App {
  dir: string;
  kind: "host" | "remote";
  federationName: string;
  portEnv: string;
  urlEnv?: string;
  distEnv?: string;
  defaultPort: number;
}

export const shell: App;
/** Every workspace with a remote.json, in workspace order. */
export const remotes: App[];
export const apps: App[];
export function portOf(app: App, env?: Record<string, string | undefined>): number;
export function distOf(app: App, env?: Record<string, string | undefined>): string;
export function apiPort(env?: Record<string, string | undefined>): number;
export function apiOrigin(env?: Record<string, string | undefined>): string;
