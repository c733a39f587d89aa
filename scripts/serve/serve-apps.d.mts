import type { Server } from "node:http";

export function createShellServer(options: {
  env?: Record<string, string | undefined>;
  apiUrl: string;
}): Server;
export function portProblem(port: number, host?: string): Promise<string | null>;
