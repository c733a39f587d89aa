import type { Document } from "bson";
import type { Cursors } from "../cursors";
import type { Data } from "../engine/data";
import type { Engine } from "../engine/engine";
import { plain } from "../engine/values";
import { badValue, invalidNamespace } from "../errors";
import type { FailPoints } from "./fail-points";
import type { Sessions } from "./sessions";

export interface CommandContext {
  engine: Engine;
  /** Where document reads and writes go: the committed state, or the session's transaction. */
  data: Data;
  cursors: Cursors;
  db: string;
  connectionId: number;
  sessions: Sessions;
  /** host:port this server answers on, as hello names its only replica set member. */
  address: string;
  /** mongod's test-only fail points, when the server was started with test commands on; otherwise null. */
  failPoints: FailPoints | null;
  /** The connection the command came on. */
  connection?: Connection;
  /** The client's application name, from the connection's handshake (a fail point may name it). */
  appName?: string;
}

export interface Connection {
  appName?: string;
  close(): void;
}

export type Handler = (cmd: Document, ctx: CommandContext) => Document | Promise<Document>;

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

/** A numeric command argument as a JS number (arguments arrive with their BSON wrappers). */
export function num(v: unknown, fallback = 0): number {
  if (v === undefined || v === null) return fallback;
  const n = plain(v);
  if (typeof n === "number") return n;
  if (typeof n === "bigint") return Number(n);
  if (typeof n === "boolean") return n ? 1 : 0;
  throw badValue(`expected a number but got ${String(v)}`);
}

export function collName(cmd: Document, name: string): string {
  const v = cmd[name];
  if (typeof v !== "string" || !v) throw invalidNamespace(`collection name has invalid type ${typeof v}`);
  return v;
}
