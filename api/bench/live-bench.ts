/**
 * The live channel under a busy morning: `npm run bench:live -w api`. A cluster of two API instances on one database
 * server (`testing/cluster.ts`): BENCH_DESKS desk streams (200) open on instance A, BENCH_RATE bookings a second
 * (50) made through instance B for BENCH_SECONDS (10). Prints the delivery latency (commit to arrival on a desk,
 * and booking request sent to arrival), instance A's memory before and after and its CPU per delivered event, and
 * the events lost (a booking some desk never got).
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { timeOfMinutes } from "contracts/domains/common/dates";
import { startCluster } from "../src/testing/cluster";
import { aClubInput } from "../src/testing/fixtures";
import { LiveReader } from "../src/testing/live-reader";
import { callApi } from "./api-process";

const desks = Number(process.env.BENCH_DESKS ?? 200);
const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const DATE = "2030-06-12";

/** The process that runs the API: the deepest descendant of the launcher (tsx starts node as its child). */
function apiPid(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.length ? apiPid(Number(children[0])) : pid;
  } catch {
    return pid;
  }
}
const rssMb = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
/** User and system CPU of a process so far, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

async function benchClub(base: string, token: string) {
  const { clubId } = (await callApi(base, "POST", "/clubs", token, {
    ...aClubInput({ name: "Live Bench CC" }),
    courses: [{ name: "East" }, { name: "West" }, { name: "South" }],
    teeUps: [{ interval: 6, firstTeeUp: "06:00", lastTeeUp: "16:54" }],
  })) as { clubId: string };
  const club = (await callApi(base, "GET", `/clubs/${clubId}`, token)) as {
    courses: { courseId: string }[];
    greenFees: { greenFeeId: string }[];
  };
  await callApi(base, "POST", `/clubs/${clubId}/schedules`, token, {
    startDate: DATE,
    endDate: DATE,
    startTime: "06:00",
    endTime: "17:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    greenFeeId: club.greenFees[0]?.greenFeeId,
    priceKind: "regular",
    status: "public",
  });
  return { clubId, courses: club.courses.map((c) => c.courseId) };
}

async function main() {
  const cluster = await startCluster({ instances: 2 });
  const [a = "", b = ""] = cluster.instances;
  const pidA = apiPid(cluster.pids[0] ?? 0);
  try {
    const { signToken } = (await callApi(b, "POST", "/sign-in", null, {
      email: "owner@example.com",
      password: "golf-demo-2026",
    })) as { signToken: string };
    const { clubId, courses } = await benchClub(b, signToken);
    const slots = courses.flatMap((courseId) =>
      Array.from({ length: 110 }, (_, i) => ({ date: DATE, courseId, teeTime: timeOfMinutes(360 + i * 6) })),
    );

    const memoryBefore = rssMb(pidA);
    const arrivals = new Map<string, number[]>();
    const commitLatency: number[] = [];
    const readers = await Promise.all(
      Array.from({ length: desks }, async () => {
        const res = await fetch(`${a}/clubs/${clubId}/live`, {
          headers: { authorization: `Bearer ${signToken}` },
        });
        const reader = new LiveReader(res.body as ReadableStream<Uint8Array>, (event) => {
          if (event.event !== "reservation") return;
          const now = Date.now();
          const data = JSON.parse(event.data) as { id: string; at: string };
          commitLatency.push(now - Date.parse(data.at));
          const list = arrivals.get(data.id) ?? [];
          list.push(now);
          arrivals.set(data.id, list);
        });
        await reader.next((e) => e.event === "ready", 60_000);
        return reader;
      }),
    );
    const memoryOpen = rssMb(pidA);
    // What holding the streams costs with nothing happening (heartbeats only), before the bookings start.
    const idleSeconds = 5;
    const idleBefore = cpuMs(pidA);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleCpu = cpuMs(pidA) - idleBefore;
    const cpuBefore = cpuMs(pidA);

    const sentAt = new Map<string, number>();
    const answers: Promise<void>[] = [];
    let failed = 0;
    const total = rate * seconds;
    const started = Date.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const slot = slots[i % slots.length];
      const sent = Date.now();
      answers.push(
        callApi(b, "POST", `/clubs/${clubId}/reservations`, signToken, {
          ...slot,
          name: `Live ${i}`,
          phoneCode: "82",
          phoneNumber: "01012345678",
          players: 1,
        }).then(
          (result) => {
            sentAt.set((result as { reservationId: string }).reservationId, sent);
          },
          () => {
            failed++;
          },
        ),
      );
    }
    await Promise.all(answers);
    const bookingSeconds = (Date.now() - started) / 1000;
    // Whatever is still on its way.
    for (let i = 0; i < 100; i++) {
      const delivered = [...sentAt.keys()].reduce((n, id) => n + (arrivals.get(id)?.length ?? 0), 0);
      if (delivered >= sentAt.size * desks) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cpuUsed = cpuMs(pidA) - cpuBefore;
    const memoryAfter = rssMb(pidA);

    const endToEnd: number[] = [];
    let delivered = 0;
    for (const [id, sent] of sentAt) {
      for (const at of arrivals.get(id) ?? []) {
        endToEnd.push(at - sent);
        delivered++;
      }
    }
    const expected = sentAt.size * desks;
    endToEnd.sort((x, y) => x - y);
    commitLatency.sort((x, y) => x - y);
    const figures = (list: number[]) =>
      `p50 ${percentile(list, 50)} ms, p95 ${percentile(list, 95)} ms, max ${list.at(-1) ?? 0} ms`;
    console.log(
      [
        `live bench: ${desks} desk streams on instance A, ${rate} bookings/s for ${seconds} s through instance B`,
        `  bookings   ${sentAt.size} made (${failed} failed) in ${bookingSeconds.toFixed(1)} s`,
        `  delivered  ${delivered} of ${expected} events; lost ${expected - delivered}`,
        `  latency    request sent → on a desk: ${figures(endToEnd)}`,
        `             commit → on a desk:       ${figures(commitLatency)}`,
        `  instance A memory (RSS): ${memoryBefore.toFixed(0)} MB before, ${memoryOpen.toFixed(0)} MB with the streams open, ${memoryAfter.toFixed(0)} MB after`,
        `  machine    ${cpus().length} cores, load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(" ")} (the database, both instances and this bench share them)`,
        `  instance A idle: ${idleCpu} ms CPU in ${idleSeconds} s with the streams open and no change (${((idleCpu / (idleSeconds * 1000)) * 100).toFixed(1)} % of a core)`,
        `  instance A CPU: ${cpuUsed} ms for ${delivered} events = ${((cpuUsed * 1000) / Math.max(1, delivered)).toFixed(0)} µs per delivered event (${((cpuUsed * 1000) / Math.max(1, sentAt.size)).toFixed(0)} µs per booking)`,
      ].join("\n"),
    );
    await Promise.all(readers.map((reader) => reader.cancel()));
  } finally {
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
