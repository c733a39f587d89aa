import type { IncomingMessage, Server, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface StaticServerOptions {
  dir: string;
  routes?: Record<string, Handler>;
  page?: Handler;
  proxy?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
}

export const securityHeaders: Record<string, string>;
export function createStaticServer(options: StaticServerOptions): Server;
export function sendJson(res: ServerResponse, body: unknown, status?: number): void;
