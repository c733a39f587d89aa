/**
 * What each benchmarked call costs, request by request: `npm run bench -w api -- costs` (also the last part of a
 * full `npm run bench -w api`). The API runs in this process on an in-memory embedded database with the demo
 * data, behind a driver that reports every command it sends (`monitorCommands`, here only); each call is made one
 * at a time, so the commands between its start and its answer are its own. Prints, per call, the round trips to
 * the database in order (command, collection, what it looks up, median milliseconds) and the whole request's
 * median, of BENCH_COST_RUNS (30) runs after a warm-up.
 */

import { startEmbeddedMongo } from "embedded-mongo";
import type { CommandStartedEvent, CommandSucceededEvent, Document } from "mongodb";
import { MongoClient } from "mongodb";
import { basePath, createApp } from "../src/app";
import { prepareDatabase } from "../src/db/prepare";
import { createCpuPool } from "../src/workers/cpu-pool";
import { demoCalls } from "./demo-calls";

const runs = Number(process.env.BENCH_COST_RUNS ?? 30);

interface Sent {
  label: string;
  started: number;
  ms?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The fields a command reads by, and for an aggregation its stages, so a reader can tell the round trips apart. */
function describe(event: CommandStartedEvent): string {
  const command = event.command as Document;
  const collection = command[event.commandName];
  const keys = (filter: unknown) =>
    filter && typeof filter === "object" ? Object.keys(filter).join(", ") : "";
  if (event.commandName === "aggregate") {
    const stages = (command.pipeline as Document[]).map((stage) => {
      const [name] = Object.keys(stage);
      if (name === "$match") return `$match {${keys(stage.$match)}}`;
      if (name === "$lookup") return `$lookup ${stage.$lookup.from}`;
      return name;
    });
    return `aggregate ${collection}: ${stages.join(" → ")}`;
  }
  if (event.commandName === "find") return `find ${collection} {${keys(command.filter)}}`;
  if (event.commandName === "count") return `count ${collection} {${keys(command.query)}}`;
  return `${event.commandName} ${typeof collection === "string" ? collection : ""}`.trim();
}

export async function requestCosts() {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  const client = await new MongoClient(server.uri, {
    directConnection: true,
    monitorCommands: true,
  }).connect();
  const db = client.db("golf");
  await prepareDatabase(db, { seedDemo: true });
  const cpu = createCpuPool();
  const app = createApp({
    db,
    cpu,
    appOrigin: "http://localhost:3000",
    corsOrigins: ["http://localhost:3000"],
    isProduction: false,
    logRequests: false,
    log: () => undefined,
  });
  const env = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
  const request = async (path: string, init: RequestInit) => {
    const res = await app.request(`${basePath}${path}`, init, env);
    return { status: res.status, body: await res.json() };
  };
  const get = (path: string, token: string) =>
    request(path, { headers: { authorization: `Bearer ${token}` } });
  const signIn = async (email: string) => {
    const { body } = await request("/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "golf-demo-2026" }),
    });
    return (body as { result: { signToken: string } }).result.signToken;
  };

  let sent: Sent[] = [];
  const byRequestId = new Map<number, Sent>();
  client.on("commandStarted", (event: CommandStartedEvent) => {
    // The driver's own `duration` is whole milliseconds; this clock is finer.
    const entry = { label: describe(event), started: performance.now() };
    sent.push(entry);
    byRequestId.set(event.requestId, entry);
  });
  client.on("commandSucceeded", (event: CommandSucceededEvent) => {
    const entry = byRequestId.get(event.requestId);
    if (entry) entry.ms = performance.now() - entry.started;
    byRequestId.delete(event.requestId);
  });

  try {
    const calls = await demoCalls(get, signIn);
    console.log(`\nWhat each call costs (one at a time, in-process, median of ${runs} runs)`);
    for (const call of calls) {
      for (let i = 0; i < 5; i++) await get(call.path, call.token);
      const totals: number[] = [];
      const trips: Sent[][] = [];
      for (let i = 0; i < runs; i++) {
        sent = [];
        const started = performance.now();
        const { status } = await get(call.path, call.token);
        totals.push(performance.now() - started);
        if (status !== 200) throw new Error(`GET ${call.path}: ${status}`);
        trips.push(sent);
      }
      const first = trips[0] ?? [];
      const counts = new Set(trips.map((t) => t.length));
      console.log(
        `${call.title}: ${median(totals).toFixed(2)} ms, ${[...counts].join(" or ")} round trip(s)`,
      );
      first.forEach((trip, index) => {
        const ms = median(trips.map((t) => t[index]?.ms ?? 0));
        console.log(`  ${String(index + 1).padStart(2)}. ${ms.toFixed(2).padStart(6)} ms  ${trip.label}`);
      });
    }
  } finally {
    await cpu.close();
    await client.close();
    await server.stop();
  }
}
