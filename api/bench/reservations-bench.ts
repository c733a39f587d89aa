/**
 * Offline bookings under load, against a production-like API process (in-memory embedded database, request
 * logging off): `npm run bench:reservations -w api`. Two runs at BENCH_CONNECTIONS: bookings spread over many tee
 * times (each time takes four 1-player bookings), and every booking on one hot tee time (4 succeed, the rest are
 * refused with 409 slot_full — the refusals are the measured work there).
 * Env: BENCH_PORT (4410), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
 */
import autocannon from "autocannon";
import { timeOfMinutes } from "contracts/domains/common/dates";
import { aClubInput } from "../src/testing/fixtures";
import { callApi, startDevApi, waitForHealth } from "./api-process";

const port = Number(process.env.BENCH_PORT ?? 4410);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}/api/v1.0`;

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  callApi(base, method, path, token, body);

/** A club of its own with three courses, tee times every 6 minutes and one public schedule over a whole year. */
async function benchClub(token: string) {
  const { clubId } = (await call(
    "POST",
    "/clubs",
    token,
    aClubInput({
      name: "Bench CC",
      holeCount: 27,
      totalLengthYards: 10_000,
      address: "1 Bench-ro",
      addressEn: "1 Bench-ro",
      courses: [{ name: "East" }, { name: "West" }, { name: "South" }],
      teeUps: [{ interval: 6, firstTeeUp: "06:00", lastTeeUp: "16:54" }],
    }),
  )) as { clubId: string };
  const club = (await call("GET", `/clubs/${clubId}`, token)) as {
    courses: { courseId: string }[];
    greenFees: { greenFeeId: string }[];
  };
  await call("POST", `/clubs/${clubId}/schedules`, token, {
    startDate: "2030-01-01",
    endDate: "2030-12-31",
    startTime: "06:00",
    endTime: "17:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    greenFeeId: club.greenFees[0]?.greenFeeId,
    priceKind: "regular",
    status: "public",
  });
  return { clubId, courses: club.courses.map((c) => c.courseId) };
}

const times = Array.from({ length: 110 }, (_, i) => timeOfMinutes(360 + i * 6));

async function run(title: string, token: string, clubId: string, body: () => unknown) {
  const result = await autocannon({
    url: `${base}/clubs/${clubId}/reservations`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
      },
    ],
  });
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${result.requests.total} requests: ${result["2xx"]} booked, ${result.non2xx} refused, ${result.errors + result.timeouts} failed`,
  );
}

const api = startDevApi(port, { EMBEDDED_MONGO_IN_MEMORY: "1" });
try {
  await waitForHealth(base);
  const { signToken } = (await call("POST", "/sign-in", null, {
    email: "owner@example.com",
    password: "golf-demo-2026",
  })) as { signToken: string };
  const { clubId, courses } = await benchClub(signToken);
  const guest = { name: "Bench Guest", phoneCode: "82", phoneNumber: "01012345678", players: 1 };
  let n = 0;
  console.log(`${connections} connections, ${seconds} s each`);
  await run("POST bookings, many tee times", signToken, clubId, () => {
    // Four 1-player bookings fill a time; then the next time, course and day.
    const slot = Math.floor(n++ / 4);
    const day = Math.floor(slot / (times.length * courses.length));
    return {
      ...guest,
      date: new Date(Date.UTC(2030, 0, 1 + day)).toISOString().slice(0, 10),
      courseId: courses[slot % courses.length],
      teeTime: times[Math.floor(slot / courses.length) % times.length],
    };
  });
  await run("POST bookings, one hot tee time", signToken, clubId, () => ({
    ...guest,
    date: "2030-12-31",
    courseId: courses[0],
    teeTime: "16:54",
  }));
} finally {
  api.kill();
}
