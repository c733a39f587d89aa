import os from "node:os";
import { type Document, ObjectId } from "bson";
import { MongoCommandError } from "../errors";
import { type Handler, MAX_BSON_SIZE } from "./context";
import { sessionKey } from "./sessions";

/** The replica set name the server reports. */
export const REPLICA_SET = "embedded";

// No topologyVersion: it would make the driver use awaitable (streaming) hello, which needs the server to hold
// the reply until something changes. Without it the driver simply polls every heartbeatFrequencyMS.
// It presents itself as the primary of a one-member replica set, which is what lets the driver use sessions,
// retryable writes and transactions (a standalone gets none of them); directConnection URIs keep working.
const electionId = new ObjectId("7fffffff0000000000000001");

const hello: Handler = (_cmd, ctx) => ({
  isWritablePrimary: true,
  ismaster: true,
  secondary: false,
  setName: REPLICA_SET,
  setVersion: 1,
  hosts: [ctx.address],
  primary: ctx.address,
  me: ctx.address,
  electionId,
  lastWrite: { lastWriteDate: new Date(), majorityWriteDate: new Date() },
  helloOk: true,
  maxBsonObjectSize: MAX_BSON_SIZE,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: 21,
  readOnly: false,
  ok: 1,
});

const buildInfo: Handler = () => ({
  version: "7.0.0",
  gitVersion: "embedded-mongo",
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_SIZE,
  storageEngines: ["embedded-journal"],
  javascriptEngine: "none",
  modules: [],
  ok: 1,
});

const parameters: Document = {
  featureCompatibilityVersion: { version: "7.0" },
  authenticationMechanisms: [],
  maxBsonObjectSize: MAX_BSON_SIZE,
};

const getParameter: Handler = (cmd) => {
  const all =
    cmd.getParameter === "*" || (typeof cmd.getParameter === "object" && cmd.getParameter?.allParameters);
  const out: Document = {};
  for (const [k, v] of Object.entries(parameters)) if (all || k in cmd) out[k] = v;
  if (!Object.keys(out).length) throw new MongoCommandError(72, "InvalidOptions", "no option found to get");
  return { ...out, ok: 1 };
};

const startedAt = Date.now();

/** The subset mongosh and Compass read when they connect. */
const serverStatus: Handler = (_cmd, ctx) => ({
  host: os.hostname(),
  version: "7.0.0",
  process: "embedded-mongo",
  pid: process.pid,
  uptime: Math.floor((Date.now() - startedAt) / 1000),
  uptimeMillis: Date.now() - startedAt,
  localTime: new Date(),
  storageEngine: {
    name: ctx.engine.store ? "embedded-journal" : "in-memory",
    persistent: !!ctx.engine.store,
  },
  ok: 1,
});

export const adminCommands: Record<string, Handler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  endSessions: (cmd, ctx) => {
    const keys = Array.isArray(cmd.endSessions) ? cmd.endSessions.map(sessionKey) : [];
    ctx.sessions.end(keys.filter((k): k is string => k !== null));
    return { ok: 1 };
  },
  // Aborts the sessions' open transactions, as mongod's killSessions / killAllSessions do; the sessions stay usable.
  // Without users there is no one to filter by: killAllSessions kills every session whatever its pattern list.
  killSessions: (cmd, ctx) => {
    const keys = Array.isArray(cmd.killSessions) ? cmd.killSessions.map(sessionKey) : [];
    ctx.sessions.kill(keys.filter((k): k is string => k !== null));
    return { ok: 1 };
  },
  killAllSessions: (_cmd, ctx) => {
    ctx.sessions.kill(null);
    return { ok: 1 };
  },
  hostInfo: () => ({
    system: { hostname: os.hostname(), numCores: os.cpus().length },
    os: { type: os.type() },
    ok: 1,
  }),
  whatsmyuri: () => ({ you: "127.0.0.1", ok: 1 }),
  getLog: (cmd) =>
    cmd.getLog === "*" ? { names: ["startupWarnings"], ok: 1 } : { totalLinesWritten: 0, log: [], ok: 1 },
  getCmdLineOpts: () => ({ argv: ["embedded-mongo"], parsed: {}, ok: 1 }),
  serverStatus,
};
