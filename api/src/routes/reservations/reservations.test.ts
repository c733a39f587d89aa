import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ClubInput } from "contracts/domains/clubs/schemas";
import { addDays, todayIn, weekdayOf } from "contracts/domains/common/dates";
import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import {
  REFERENCE_ALPHABET,
  REFERENCE_GROUP_LENGTH,
  REFERENCE_GROUPS,
  REFERENCE_PATTERN,
} from "contracts/domains/reservations/rules";
import { reservationStatusTable } from "contracts/domains/reservations/status-table";
import { translate } from "contracts/errors/messages";
import { formatDate } from "contracts/i18n/format";
import { startEmbeddedMongo } from "embedded-mongo";
import { MongoClient, ObjectId } from "mongodb";
import { basePath, createApp } from "../../app";
import { prepareDatabase } from "../../db/prepare";
import { apiClient } from "../../testing/api-client";
import {
  aClubInput,
  aCustomerInput,
  aReservationInput,
  aScheduleInput,
  aTierInput,
} from "../../testing/fixtures";
import { demoPassword, type Harness, startHarness, testHashCost } from "../../testing/harness";
import { newReference } from "./references";
import * as routes from "./routes";

jest.setTimeout(30_000);

let h: Harness;
let owner: string;

const DATE = "2027-05-12";

const club = (): ClubInput => aClubInput({ name: "Test Reservations CC" });

/** A fresh club: 07:00–07:20 public, 07:30–07:50 hidden on DATE; nothing on other days. */
async function freshClub(date = DATE) {
  const created = await h.call("POST", "/clubs", { token: owner, body: club() });
  expect(created.status).toBe(201);
  const clubId = created.body.result.clubId as string;
  const details = (await h.call("GET", `/clubs/${clubId}`, { token: owner })).body.result;
  const greenFeeId = details.greenFees[0].greenFeeId as string;
  const window = (startTime: string, endTime: string, status: "public" | "hidden") =>
    aScheduleInput(greenFeeId, {
      startDate: date,
      endDate: date,
      startTime,
      endTime,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      status,
    });
  for (const w of [window("07:00", "07:30", "public"), window("07:30", "08:00", "hidden")]) {
    expect((await h.call("POST", `/clubs/${clubId}/schedules`, { token: owner, body: w })).status).toBe(201);
  }
  const [east, west] = details.courses.map((c: { courseId: string }) => c.courseId) as string[];
  return { clubId, east: east as string, west: west as string };
}

/** `changes` may be anything, a wrong value included: the tests send what a client could. */
const booking = (courseId: string, changes: Record<string, unknown> = {}) => ({
  ...aReservationInput({ date: DATE, courseId, teeTime: "07:00" }, { name: "Kim Min-jun", players: 1 }),
  ...changes,
});

/** A 20% tier of the club, discounting `target`. */
const goldTier = (clubId: string, target: "greenFee" | "all") =>
  h.call("POST", `/clubs/${clubId}/membership-tiers`, {
    token: owner,
    body: aTierInput({ name: "Gold", discountRatePercent: 20, discountTarget: target }),
  });

/** The PDF's text as a reader's copy-paste would give it, extracted by pdf.js (through pdf-parse) in plain Node. */
function textOf(data: Uint8Array) {
  // pdf.js loads its worker with a dynamic import, which the test runtime does not allow: it runs in a child.
  const script = `
    import { PDFParse } from "pdf-parse";
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
    process.stdout.write((await parser.getText()).text);
    await parser.destroy();`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], { input: data }).toString(
    "utf8",
  );
}

let ownerEmail: string;
beforeAll(async () => {
  h = await startHarness();
  ownerEmail = (await h.insertAccount()).email;
  owner = await h.signIn(ownerEmail);
});
afterAll(() => h.stop());

describe("booking offline", () => {
  test("prices on the server from the schedule, whatever the client sends, and shows on the tee sheet", async () => {
    const { clubId, east } = await freshClub();
    const res = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: { ...booking(east), players: 3 },
    });
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({ totalPriceCents: 45_000, status: "reserved", type: "offline" });
    const withPrice = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: { ...booking(east), totalPriceCents: 1 },
    });
    expect(withPrice.status).toBe(422);

    const sheet = (await h.call("GET", `/clubs/${clubId}/tee-sheet?date=${DATE}`, { token: owner })).body
      .result;
    const eastTimes = sheet.courses[0].teeTimes;
    expect(eastTimes.map((t: { teeTime: string }) => t.teeTime)).toEqual([
      "07:00",
      "07:10",
      "07:20",
      "07:30",
      "07:40",
      "07:50",
    ]);
    expect(eastTimes[0]).toMatchObject({ playersBooked: 3, sale: "online", pricePerPlayerCents: 15_000 });
    expect(eastTimes[3]).toMatchObject({ playersBooked: 0, sale: "offlineOnly" });
    expect(eastTimes[0].reservations).toHaveLength(1);
  });

  test("a customer's active tier takes its discount off through the one price function; a disabled one does not", async () => {
    const { clubId, east } = await freshClub();
    const tier = await goldTier(clubId, "greenFee");
    const customer = await h.call("POST", `/clubs/${clubId}/customers`, {
      token: owner,
      body: aCustomerInput(tier.body.result.tierId, {
        name: "Kim Minji",
        email: "minji.gold@example.com",
        mobile: "01012345678",
        country: "South Korea",
      }),
    });
    const book = () =>
      h.call("POST", `/clubs/${clubId}/reservations`, {
        token: owner,
        body: { ...booking(east), players: 2, customerId: customer.body.result.customerId },
      });
    const first = (await book()).body.result;
    expect(first.totalPriceCents).toBe(30_000 - 6_000);
    // The booking names its customer and tier, in the detail, the list and the tee sheet alike.
    expect(first.customer).toEqual({ name: "Kim Minji", tierName: "Gold" });
    const listed = await h.call("GET", `/clubs/${clubId}/reservations?from=${DATE}&to=${DATE}`, {
      token: owner,
    });
    expect(listed.body.result.list[0].customer).toEqual({ name: "Kim Minji", tierName: "Gold" });
    const sheet = (await h.call("GET", `/clubs/${clubId}/tee-sheet?date=${DATE}`, { token: owner })).body
      .result;
    expect(sheet.courses[0].teeTimes[0].reservations[0].customer).toEqual({
      name: "Kim Minji",
      tierName: "Gold",
    });
    const guestBooking = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: booking(east, { teeTime: "07:10" }),
    });
    expect(guestBooking.body.result.customer).toBeNull();
    await h.call("PATCH", `/clubs/${clubId}/membership-tiers/${tier.body.result.tierId}/status`, {
      token: owner,
      body: { status: "disabled" },
    });
    expect((await book()).body.result.totalPriceCents).toBe(30_000);
  });

  test("a customer's reservation count follows their bookings holding places, in the list and the detail", async () => {
    const { clubId, east, west } = await freshClub();
    const tier = await h.call("POST", `/clubs/${clubId}/membership-tiers`, {
      token: owner,
      body: aTierInput({ name: "Silver", priceCents: 10_000, discountRatePercent: 0 }),
    });
    const tierId = tier.body.result.tierId;
    const customer = await h.call("POST", `/clubs/${clubId}/customers`, {
      token: owner,
      body: aCustomerInput(tierId, {
        name: "Lee Count",
        email: "lee.count@example.com",
        mobile: "01055554444",
        country: "South Korea",
      }),
    });
    expect(customer.status).toBe(201);
    const customerId = customer.body.result.customerId as string;
    const url = `/clubs/${clubId}/reservations`;
    const ids: string[] = [];
    for (const [course, teeTime] of [
      [east, "07:00"],
      [west, "07:00"],
      [east, "07:10"],
    ] as const) {
      const made = await h.call("POST", url, {
        token: owner,
        body: booking(course, { teeTime, customerId }),
      });
      expect(made.status).toBe(201);
      ids.push(made.body.result.reservationId);
    }
    await h.call("POST", url, { token: owner, body: booking(west, { teeTime: "07:10" }) });
    for (const status of ["cancelPending", "cancelled"]) {
      await h.call("PATCH", `${url}/${ids[0]}`, { token: owner, body: { status } });
    }
    const count = async () => {
      const list = await h.call("GET", `/clubs/${clubId}/customers?q=Lee%20Count`, { token: owner });
      const detail = await h.call("GET", `/clubs/${clubId}/customers/${customerId}`, { token: owner });
      return [list.body.result.list[0]?.reservationCount, detail.body.result.reservationCount];
    };
    expect(await count()).toEqual([2, 2]);
    await h.call("PATCH", `${url}/${ids[1]}`, { token: owner, body: { status: "deleted" } });
    expect(await count()).toEqual([1, 1]);
  });

  test("refuses a time no schedule covers and a course of another club, leaving nothing booked", async () => {
    const { clubId, east } = await freshClub();
    const other = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: booking(east, { date: "2027-05-13" }),
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("tee_time_not_for_sale");
    const course = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: booking(new ObjectId().toHexString()),
      lang: "ko",
    });
    expect(course.status).toBe(422);
    expect(course.body.issues[0].message).toBe(translate("reservation_course_unknown", "ko"));
    const sheet = await h.call("GET", `/clubs/${clubId}/reservations?from=2027-05-01&to=2027-05-31`, {
      token: owner,
    });
    expect(sheet.body.result.total).toBe(0);
  });

  test("a full tee time answers slot_full in the caller's language and stays at four", async () => {
    const { clubId, west } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    expect((await h.call("POST", url, { token: owner, body: booking(west, { players: 3 }) })).status).toBe(
      201,
    );
    const two = await h.call("POST", url, { token: owner, body: booking(west, { players: 2 }), lang: "vi" });
    expect(two.status).toBe(409);
    expect(two.body).toMatchObject({ code: "slot_full", message: translate("slot_full", "vi") });
    expect((await h.call("POST", url, { token: owner, body: booking(west, { players: 1 }) })).status).toBe(
      201,
    );
    const list = await h.call("GET", `${url}?from=${DATE}&to=${DATE}`, { token: owner });
    expect(list.body.result.total).toBe(2);
  });
});

describe("references", () => {
  test("are 20 letters of a 32-letter alphabet in groups (100 bits), never repeat, and are found however typed", async () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    expect(
      REFERENCE_GROUPS * REFERENCE_GROUP_LENGTH * Math.log2(REFERENCE_ALPHABET.length),
    ).toBeGreaterThanOrEqual(96);
    const made = Array.from({ length: 2_000 }, () => newReference());
    expect(made.every((reference) => REFERENCE_PATTERN.test(reference))).toBe(true);
    expect(new Set(made).size).toBe(made.length);
    // Every letter of the alphabet turns up, none of the look-alikes ever does.
    const letters = new Set(made.join("").replaceAll("-", ""));
    expect([...letters].sort().join("")).toBe([...REFERENCE_ALPHABET].sort().join(""));

    const { clubId, east } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const booked = await h.call("POST", url, { token: owner, body: booking(east) });
    const reference = booked.body.result.reference as string;
    expect(reference).toMatch(REFERENCE_PATTERN);
    for (const typed of [
      reference,
      reference.slice(0, 9).toLowerCase(),
      reference.replaceAll("-", " ").slice(0, 12),
    ]) {
      const found = await h.call("GET", `${url}?from=${DATE}&q=${encodeURIComponent(typed)}`, {
        token: owner,
      });
      expect([typed, found.body.result.list.map((r: { reference: string }) => r.reference)]).toEqual([
        typed,
        [reference],
      ]);
    }
  });
});

describe("statuses", () => {
  test("every from → to pair answers as the written-out machine says: 200, or 409 naming the current status", async () => {
    const { clubId, east, west } = await freshClub();
    const api = apiClient(h);
    const times = ["07:00", "07:10", "07:20", "07:30", "07:40", "07:50"];
    const results: string[] = [];
    const wanted: string[] = [];
    for (const [n, [start, target, allowed]] of reservationStatusTable.entries()) {
      const slot = {
        date: DATE,
        courseId: n % 2 ? east : west,
        teeTime: times[Math.floor(n / 2) % times.length] ?? "07:00",
      };
      const created = await api(
        routes.createReservation,
        { params: { clubId }, body: aReservationInput(slot, { name: "Kim Min-jun", players: 1 }) },
        { token: owner },
      );
      const reservationId = created.result?.reservationId ?? "";
      expect([created.status, reservationId]).toEqual([201, expect.any(String)]);
      // The starting status is set in place: the path there is what this test checks, one step at a time.
      await h.repos.reservations.collection.updateOne(
        { _id: new ObjectId(reservationId) },
        { $set: { status: start } },
      );
      const res = await api(
        routes.patchReservation,
        { params: { clubId, reservationId }, body: { status: target } },
        { token: owner },
      );
      const named = res.error?.message.includes(`(${reservationStatusLabels.en[start]})`) ? " naming it" : "";
      results.push(`${start} → ${target}: ${res.status} ${res.error ? `${res.error.code}${named}` : ""}`);
      wanted.push(`${start} → ${target}: ${allowed ? "200 " : "409 reservation_status_conflict naming it"}`);
    }
    expect(results).toEqual(wanted);
    expect(results).toHaveLength(42);
  }, 60_000);

  test("cancelling frees the places; deleting a cancelled one does not free them twice", async () => {
    const { clubId, west } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const a = await h.call("POST", url, { token: owner, body: booking(west, { players: 4 }) });
    const id = a.body.result.reservationId as string;
    expect((await h.call("POST", url, { token: owner, body: booking(west) })).status).toBe(409);
    for (const status of ["cancelPending", "cancelled", "deleted"]) {
      expect((await h.call("PATCH", `${url}/${id}`, { token: owner, body: { status } })).status).toBe(200);
    }
    expect((await h.call("POST", url, { token: owner, body: booking(west, { players: 4 }) })).status).toBe(
      201,
    );
    expect((await h.call("POST", url, { token: owner, body: booking(west) })).status).toBe(409);
    const deletedHidden = await h.call("GET", `${url}?from=${DATE}&to=${DATE}`, { token: owner });
    expect(deletedHidden.body.result.total).toBe(1);
    const audit = await h.repos.audit.collection.countDocuments({
      entity: "reservation",
      entityId: new ObjectId(id),
    });
    expect(audit).toBe(4);
  });

  test("moving takes the new places atomically and frees the old ones; a full target refuses", async () => {
    const { clubId, east } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const moving = await h.call("POST", url, { token: owner, body: booking(east, { players: 2 }) });
    const id = moving.body.result.reservationId as string;
    await h.call("POST", url, { token: owner, body: booking(east, { teeTime: "07:10", players: 3 }) });
    const refused = await h.call("POST", `${url}/${id}/move`, {
      token: owner,
      body: { date: DATE, courseId: east, teeTime: "07:10" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("slot_full");
    const moved = await h.call("POST", `${url}/${id}/move`, {
      token: owner,
      body: { date: DATE, courseId: east, teeTime: "07:40" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.result.teeTime).toBe("07:40");
    const sheet = (await h.call("GET", `/clubs/${clubId}/tee-sheet?date=${DATE}`, { token: owner })).body
      .result;
    const booked = Object.fromEntries(
      sheet.courses[0].teeTimes.map((t: { teeTime: string; playersBooked: number }) => [
        t.teeTime,
        t.playersBooked,
      ]),
    );
    expect(booked).toMatchObject({ "07:00": 0, "07:10": 3, "07:40": 2 });
  });
});

describe("party size", () => {
  const bookedAt = async (clubId: string, teeTime: string) => {
    const sheet = (await h.call("GET", `/clubs/${clubId}/tee-sheet?date=${DATE}`, { token: owner })).body
      .result;
    return sheet.courses[0].teeTimes.find((t: { teeTime: string }) => t.teeTime === teeTime).playersBooked;
  };

  test("more players take places atomically and reprice; too many answer slot_full and change nothing; fewer give places back", async () => {
    const { clubId, east } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const party = await h.call("POST", url, { token: owner, body: booking(east, { players: 2 }) });
    const id = party.body.result.reservationId as string;
    await h.call("POST", url, { token: owner, body: booking(east, { players: 1, name: "Lee Seo-yeon" }) });

    const grown = await h.call("PATCH", `${url}/${id}`, { token: owner, body: { players: 3 } });
    expect(grown.status).toBe(200);
    expect(grown.body.result).toMatchObject({ players: 3, totalPriceCents: 45_000 });
    expect(await bookedAt(clubId, "07:00")).toBe(4);

    const tooMany = await h.call("PATCH", `${url}/${id}`, {
      token: owner,
      body: { players: 4, memo: "one more friend" },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe("slot_full");
    const after = (await h.call("GET", `${url}/${id}`, { token: owner })).body.result;
    expect(after).toMatchObject({ players: 3, memo: "", totalPriceCents: 45_000 });
    expect(await bookedAt(clubId, "07:00")).toBe(4);

    const shrunk = await h.call("PATCH", `${url}/${id}`, { token: owner, body: { players: 1 } });
    expect(shrunk.body.result).toMatchObject({ players: 1, totalPriceCents: 15_000 });
    expect(await bookedAt(clubId, "07:00")).toBe(2);
    const audit = await h.repos.audit.collection.findOne(
      { entity: "reservation", entityId: new ObjectId(id) },
      { sort: { _id: -1 } },
    );
    expect(audit?.summary).toContain("players 3 → 1");
  });

  test("a cancelled party cannot change size, and cancelling a changed party frees exactly its places", async () => {
    const { clubId, west } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const party = await h.call("POST", url, { token: owner, body: booking(west, { players: 2 }) });
    const id = party.body.result.reservationId as string;
    expect((await h.call("PATCH", `${url}/${id}`, { token: owner, body: { players: 4 } })).status).toBe(200);
    const cancel = await h.call("PATCH", `${url}/${id}`, { token: owner, body: { status: "cancelPending" } });
    expect(cancel.status).toBe(200);
    await h.call("PATCH", `${url}/${id}`, { token: owner, body: { status: "cancelled" } });
    const refused = await h.call("PATCH", `${url}/${id}`, { token: owner, body: { players: 2 } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("reservation_status_conflict");
    const sheet = (await h.call("GET", `/clubs/${clubId}/tee-sheet?date=${DATE}`, { token: owner })).body
      .result;
    expect(sheet.courses[1].teeTimes[0].playersBooked).toBe(0);
    const zero = await h.call("PATCH", `${url}/${id}`, { token: owner, body: { players: 0 } });
    expect(zero.status).toBe(422);
  });
});

describe("a retried booking with one Idempotency-Key", () => {
  const bookedOn = async (clubId: string, date = DATE) => {
    const list = await h.call("GET", `/clubs/${clubId}/reservations?pageSize=100&from=${date}`, {
      token: owner,
    });
    const counters = await h.repos.reservations.teeTimes.find({ clubId: new ObjectId(clubId) }).toArray();
    return { total: list.body.result.total, players: counters.reduce((sum, c) => sum + c.players, 0) };
  };

  test("books once offline, sent again or twice at once; a key reused for another booking is refused", async () => {
    const { clubId, east, west } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const send = (body: object, key: string, lang = "en") =>
      h.call("POST", url, { token: owner, body, lang, headers: { "idempotency-key": key } });
    const first = await send(booking(east, { players: 2 }), "desk-retry-1");
    const again = await send(booking(east, { players: 2 }), "desk-retry-1");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.result).toEqual(first.body.result);
    expect(await bookedOn(clubId)).toEqual({ total: 1, players: 2 });

    // Three places of four each: only one can be taken, yet both requests answer the one booking.
    const racing = await Promise.all([1, 2].map(() => send(booking(west, { players: 3 }), "desk-race-1")));
    expect(racing.map((res) => res.status)).toEqual([201, 201]);
    expect(racing[0]?.body.result.reservationId).toBe(racing[1]?.body.result.reservationId);
    const many = await Promise.all(
      Array.from({ length: 6 }, () => send(booking(east, { teeTime: "07:10" }), "desk-race-2")),
    );
    expect(new Set(many.map((res) => `${res.status} ${res.body.result.reservationId}`)).size).toBe(1);
    expect(await bookedOn(clubId)).toEqual({ total: 3, players: 2 + 3 + 1 });
    expect(
      await h.repos.audit.collection.countDocuments({ clubId: new ObjectId(clubId), entity: "reservation" }),
    ).toBe(3);

    const reused = await send(booking(east, { players: 1, name: "Someone Else" }), "desk-retry-1", "ko");
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({
      code: "idempotency_key_reused",
      message: translate("idempotency_key_reused", "ko"),
    });
    // A key is the club's own: another club's booking with the same key is a booking of its own.
    const other = await freshClub();
    const elsewhere = await h.call("POST", `/clubs/${other.clubId}/reservations`, {
      token: owner,
      body: booking(other.east, { players: 2 }),
      headers: { "idempotency-key": "desk-retry-1" },
    });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.result.reservationId).not.toBe(first.body.result.reservationId);
    expect(await bookedOn(clubId)).toEqual({ total: 3, players: 6 });
  });

  test("books once online, sent again or twice at once, and mails once", async () => {
    const soon = addDays(todayIn("Asia/Seoul"), 5);
    const { clubId, east } = await freshClub(soon);
    const url = `/public/clubs/${clubId}/reservations`;
    const golfer = { ...booking(east, { date: soon }), email: "retry.online@example.com", players: 2 };
    const send = (address: string) =>
      h.call("POST", url, { address, body: golfer, headers: { "idempotency-key": "web-checkout-42" } });
    const first = await send("idem-1");
    const again = await send("idem-2");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.result).toEqual(first.body.result);
    const racing = await Promise.all([
      h.call("POST", url, {
        address: "idem-3",
        body: { ...golfer, teeTime: "07:10" },
        headers: { "idempotency-key": "web-checkout-43" },
      }),
      h.call("POST", url, {
        address: "idem-4",
        body: { ...golfer, teeTime: "07:10" },
        headers: { "idempotency-key": "web-checkout-43" },
      }),
    ]);
    expect(racing.map((res) => res.status)).toEqual([201, 201]);
    expect(racing[0]?.body.result.reference).toBe(racing[1]?.body.result.reference);
    expect(await bookedOn(clubId, soon)).toEqual({ total: 2, players: 4 });
    const mails = await h.repos.outbox.findNewest("retry.online@example.com", 10);
    expect(mails).toHaveLength(2);
  });
});

describe("a party-size change and a move on the same booking", () => {
  test("racing each other never both apply: the places counted always match the bookings", async () => {
    const { clubId, east } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const outcomes = new Set<string>();
    for (const [index, [from, to]] of [
      ["07:00", "07:10"],
      ["07:20", "07:30"],
      ["07:40", "07:50"],
    ].entries()) {
      for (let round = 0; round < 4; round++) {
        const party = await h.call("POST", url, {
          token: owner,
          body: booking(east, { teeTime: round % 2 ? to : from, players: 2, name: `Race ${index}-${round}` }),
        });
        expect(party.status).toBe(201);
        const id = party.body.result.reservationId as string;
        const [grown, moved] = await Promise.all([
          h.call("PATCH", `${url}/${id}`, { token: owner, body: { players: 3 } }),
          h.call("POST", `${url}/${id}/move`, {
            token: owner,
            body: { date: DATE, courseId: east, teeTime: round % 2 ? from : to },
          }),
        ]);
        outcomes.add(`${grown.status}/${moved.status}`);
        for (const refused of [grown, moved].filter((res) => res.status !== 200)) {
          expect(refused.status).toBe(409);
          expect(["reservation_changed", "slot_full"]).toContain(refused.body.code);
        }
        const after = (await h.call("GET", `${url}/${id}`, { token: owner })).body.result;
        // Whatever the order, the stored booking is one change or both applied one after the other, priced for
        // its party, and each tee time counts exactly the players of the bookings on it.
        expect(after.totalPriceCents).toBe(after.players * 15_000);
        const held = await h.repos.reservations.collection
          .find({ clubId: new ObjectId(clubId), status: { $nin: ["cancelled", "noshow", "deleted"] } })
          .toArray();
        const counters = await h.repos.reservations.teeTimes.find({ clubId: new ObjectId(clubId) }).toArray();
        for (const counter of counters) {
          const onIt = held.filter(
            (r) =>
              r.date === counter.date && r.teeTime === counter.teeTime && r.courseId.equals(counter.courseId),
          );
          expect([counter.teeTime, counter.players]).toEqual([
            counter.teeTime,
            onIt.reduce((sum, r) => sum + r.players, 0),
          ]);
        }
        await h.call("PATCH", `${url}/${id}`, { token: owner, body: { status: "deleted" } });
      }
    }
    // The race was run for real: at least once one of the two was refused.
    expect([...outcomes].some((outcome) => outcome !== "200/200")).toBe(true);
  });
});

describe("booking for a customer", () => {
  test.each([
    ["en", "Please choose one of the club's customers."],
    ["vi", "Vui lòng chọn một khách hàng của sân golf."],
  ] as const)(
    "a customer the club does not have answers 422 on customerId in %s and books nothing",
    async (lang, message) => {
      const { clubId, east } = await freshClub();
      const other = await freshClub();
      const tier = await goldTier(other.clubId, "all");
      const elsewhere = await h.call("POST", `/clubs/${other.clubId}/customers`, {
        token: owner,
        body: aCustomerInput(tier.body.result.tierId, {
          name: "Park Ji-hoon",
          email: `elsewhere-${lang}@example.com`,
          mobile: "01087654321",
          country: "South Korea",
        }),
      });
      expect(elsewhere.status).toBe(201);
      for (const customerId of [new ObjectId().toHexString(), elsewhere.body.result.customerId]) {
        const res = await h.call("POST", `/clubs/${clubId}/reservations`, {
          token: owner,
          lang,
          body: { ...booking(east), customerId },
        });
        expect(res.status).toBe(422);
        expect(res.body.issues).toEqual([{ path: "customerId", message }]);
      }
      const list = await h.call("GET", `/clubs/${clubId}/reservations`, { token: owner });
      expect(list.body.result.total).toBe(0);
      expect(
        await h.repos.reservations.teeTimes.countDocuments({
          clubId: new ObjectId(clubId),
          players: { $gt: 0 },
        }),
      ).toBe(0);
    },
  );

  test("the desk finds customers by part of a name or mobile with their tier and calling code", async () => {
    const { clubId } = await freshClub();
    const tier = await goldTier(clubId, "all");
    for (const [name, email, mobile, country] of [
      ["Nguyen Van An", "an@example.com", "0901234567", "Vietnam"],
      ["Kim Minji", "minji@example.com", "01055556666", "South Korea"],
    ] as const) {
      const added = await h.call("POST", `/clubs/${clubId}/customers`, {
        token: owner,
        body: aCustomerInput(tier.body.result.tierId, { name, email, mobile, country }),
      });
      expect(added.status).toBe(201);
    }
    const byName = await h.call("GET", `/clubs/${clubId}/reservations/customers?q=nguyen`, { token: owner });
    expect(byName.status).toBe(200);
    expect(byName.body.result).toEqual([
      expect.objectContaining({
        name: "Nguyen Van An",
        mobile: "0901234567",
        phoneCode: "84",
        tierName: "Gold",
        tier: { discountRatePercent: 20, discountTarget: "all", active: true },
      }),
    ]);
    const byMobile = await h.call("GET", `/clubs/${clubId}/reservations/customers?q=5555`, { token: owner });
    expect(byMobile.body.result.map((c: { name: string }) => c.name)).toEqual(["Kim Minji"]);
    const empty = await h.call("GET", `/clubs/${clubId}/reservations/customers?q=`, { token: owner });
    expect(empty.status).toBe(422);
  });

  test("the tee sheet without a date is the club's today, with the club's calling code", async () => {
    const { clubId } = await freshClub();
    const sheet = await h.call("GET", `/clubs/${clubId}/tee-sheet`, { token: owner });
    expect(sheet.status).toBe(200);
    expect(sheet.body.result.date).toBe(todayIn("Asia/Seoul"));
    expect(sheet.body.result.date).toBe(sheet.body.result.today);
    expect(sheet.body.result.phoneCode).toBe("82");
  });
});

describe("stats (spec §7)", () => {
  test("rate is players booked over places for sale, 0 where nothing is for sale, sorted by date", async () => {
    const { clubId, east, west } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    await h.call("POST", url, { token: owner, body: booking(east, { players: 4 }) });
    await h.call("POST", url, { token: owner, body: booking(west, { teeTime: "07:30", players: 2 }) });
    const res = await h.call("GET", `/reservation/stats?clubId=${clubId}&dates=2027-05-13,${DATE}`, {
      token: owner,
    });
    expect(res.status).toBe(200);
    // 6 times × 2 courses × 4 places = 48 places; 6 players.
    expect(res.body.result).toEqual([
      { date: DATE, rate: 6 / 48 },
      { date: "2027-05-13", rate: 0 },
    ]);
    const bad = await h.call("GET", `/reservation/stats?clubId=${clubId}&dates=2027-02-30`, { token: owner });
    expect(bad.status).toBe(422);
  });
});

describe("online booking (no session)", () => {
  test("offers only Public times with room inside the window; refuses Hidden ones; mails the reference", async () => {
    const soon = addDays(todayIn("Asia/Seoul"), 3);
    const { clubId, east } = await freshClub(soon);
    const address = `online-${clubId}`;
    const av = await h.call("GET", `/public/clubs/${clubId}/availability?date=${soon}`, { address });
    expect(av.status).toBe(200);
    expect(av.body.result.courses[0].teeTimes).toEqual([
      { teeTime: "07:00", placesLeft: 4, pricePerPlayerCents: 15_000 },
      { teeTime: "07:10", placesLeft: 4, pricePerPlayerCents: 15_000 },
      { teeTime: "07:20", placesLeft: 4, pricePerPlayerCents: 15_000 },
    ]);
    const url = `/public/clubs/${clubId}/reservations`;
    const golfer = { ...booking(east, { date: soon }), email: "golfer@example.com", players: 2 };
    const hidden = await h.call("POST", url, { address, body: { ...golfer, teeTime: "07:30" } });
    expect(hidden.status).toBe(409);
    expect(hidden.body.code).toBe("tee_time_not_for_sale");
    const later = await h.call("POST", url, { address, body: { ...golfer, date: addDays(soon, 60) } });
    expect(later.status).toBe(409);
    const booked = await h.call("POST", url, { address, body: golfer, lang: "ko" });
    expect(booked.status).toBe(201);
    expect(booked.body.result).toMatchObject({ status: "pending", totalPriceCents: 30_000, players: 2 });
    const mails = await h.call("GET", "/dev/outbox?to=golfer%40example.com");
    expect(JSON.stringify(mails.body.result.list[0])).toContain(booked.body.result.reference);
    const staffView = await h.call("GET", `/clubs/${clubId}/reservations?type=online`, { token: owner });
    expect(staffView.body.result.list[0]).toMatchObject({ name: "Kim Min-jun", type: "online", players: 2 });
    const left = await h.call("GET", `/public/clubs/${clubId}/availability?date=${soon}`, { address });
    expect(left.body.result.courses[0].teeTimes[0]).toMatchObject({ teeTime: "07:00", placesLeft: 2 });
  });

  test("is throttled per address", async () => {
    const soon = addDays(todayIn("Asia/Seoul"), 4);
    const { clubId, west } = await freshClub(soon);
    const url = `/public/clubs/${clubId}/reservations`;
    const body = { ...booking(west, { date: soon, teeTime: "07:30" }), email: "golfer@example.com" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await h.call("POST", url, { address: "198.51.100.7", body })).status);
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("offline settings", () => {
  test("default to nothing held, 30 days ahead, a 15-minute hold, free cancellation until 24 hours before and 10-minute waitlist offers from 07:00 to 21:00; a saved setting is audited and read back", async () => {
    const { clubId } = await freshClub();
    const url = `/clubs/${clubId}/reservations/settings`;
    const before = await h.call("GET", url, { token: owner });
    expect(before.body.result).toEqual({
      heldFirstTimes: 0,
      heldTimes: [],
      heldWeekdays: [],
      onlineDaysAhead: 30,
      onlineHoldMinutes: 15,
      freeCancellationHours: 24,
      waitlistOfferMinutes: 10,
      contactHours: { from: "07:00", to: "21:00" },
      autoNoShow: false,
      noShowGraceMinutes: 15,
      strikeRule: null,
      release: null,
    });
    const body = {
      heldFirstTimes: 1,
      heldTimes: ["07:20", "07:10"],
      heldWeekdays: [3],
      onlineDaysAhead: 5,
      onlineHoldMinutes: 20,
    };
    const saved = await h.call("PUT", url, { token: owner, body });
    expect(saved.status).toBe(200);
    expect((await h.call("GET", url, { token: owner })).body.result).toEqual({
      ...body,
      heldTimes: ["07:10", "07:20"],
      freeCancellationHours: 24,
      waitlistOfferMinutes: 10,
      contactHours: { from: "07:00", to: "21:00" },
      autoNoShow: false,
      noShowGraceMinutes: 15,
      strikeRule: null,
      release: null,
    });
    // The waitlist's offer time and contact hours are saved the same way, and checked.
    const waitlist = { ...body, waitlistOfferMinutes: 20, contactHours: { from: "08:00", to: "20:00" } };
    expect((await h.call("PUT", url, { token: owner, body: waitlist })).body.result).toMatchObject({
      waitlistOfferMinutes: 20,
      contactHours: { from: "08:00", to: "20:00" },
    });
    const bad = await h.call("PUT", url, {
      token: owner,
      lang: "vi",
      body: { ...body, waitlistOfferMinutes: 31, contactHours: { from: "21:00", to: "07:00" } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.issues).toEqual([
      { path: "waitlistOfferMinutes", message: translate("waitlist_offer_minutes_invalid", "vi") },
      { path: "contactHours", message: translate("waitlist_contact_hours_invalid", "vi") },
    ]);
    // A contact time that is no time is refused in the contact hours' own words, not the tee-up's.
    const noTime = await h.call("PUT", url, {
      token: owner,
      body: { ...body, contactHours: { from: "7 am", to: "21:00" } },
    });
    expect(noTime.status).toBe(422);
    expect(noTime.body.issues).toContainEqual({
      path: "contactHours.from",
      message: translate("waitlist_contact_hours_invalid", "en"),
    });
    const audit = await h.repos.audit.collection
      .find({ entity: "reservationSettings", entityId: new ObjectId(clubId) })
      .toArray();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.summary).toContain("online hold 20 minute(s)");
    expect(audit[1]?.summary).toContain("waitlist offers held 20 minute(s), sent 08:00–20:00");
    expect(audit[1]?.summary).toContain("automatic no-shows off");
    // Automatic no-shows are switched on with their grace, and the grace is checked.
    const noShows = await h.call("PUT", url, {
      token: owner,
      body: { ...body, autoNoShow: true, noShowGraceMinutes: 20 },
    });
    expect(noShows.body.result).toMatchObject({ autoNoShow: true, noShowGraceMinutes: 20 });
    const badGrace = await h.call("PUT", url, {
      token: owner,
      lang: "ko",
      body: { ...body, noShowGraceMinutes: 121 },
    });
    expect(badGrace.body.issues).toEqual([
      { path: "noShowGraceMinutes", message: translate("noshow_grace_invalid", "ko") },
    ]);
  });

  test("settings stored before the hold time existed read as 15 minutes; a PUT without it keeps the stored one", async () => {
    const { clubId } = await freshClub();
    const url = `/clubs/${clubId}/reservations/settings`;
    await h.repos.reservationSettings.collection.insertOne({
      _id: new ObjectId(clubId),
      heldFirstTimes: 2,
      heldTimes: [],
      heldWeekdays: [],
      onlineDaysAhead: 7,
      updatedAt: new Date(),
    } as never);
    expect((await h.call("GET", url, { token: owner })).body.result).toMatchObject({
      heldFirstTimes: 2,
      onlineHoldMinutes: 15,
    });
    const older = { heldFirstTimes: 2, heldTimes: [], heldWeekdays: [], onlineDaysAhead: 7 };
    await h.call("PUT", url, { token: owner, body: { ...older, onlineHoldMinutes: 40 } });
    const kept = await h.call("PUT", url, { token: owner, body: { ...older, onlineDaysAhead: 8 } });
    expect(kept.body.result).toMatchObject({ onlineDaysAhead: 8, onlineHoldMinutes: 40 });
  });

  test.each([
    [
      "en",
      "The number of first tee times held must be between 0 and 20.",
      "The online hold time must be between 5 and 60 minutes.",
    ],
    [
      "ko",
      "오프라인용으로 남겨 둘 첫 티타임 수는 0에서 20 사이여야 합니다.",
      "온라인 가예약 시간은 5분에서 60분 사이여야 합니다.",
    ],
  ] as const)(
    "refuses bad settings with the catalogue's messages in %s",
    async (lang, heldMessage, holdMessage) => {
      const { clubId } = await freshClub();
      const url = `/clubs/${clubId}/reservations/settings`;
      const res = await h.call("PUT", url, {
        token: owner,
        lang,
        body: {
          heldFirstTimes: 21,
          heldTimes: ["07:00", "07:00"],
          heldWeekdays: [7],
          onlineDaysAhead: 0,
          onlineHoldMinutes: 61,
        },
      });
      expect(res.status).toBe(422);
      const messages = Object.fromEntries(
        (res.body.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
      );
      expect(messages).toMatchObject({
        heldFirstTimes: heldMessage,
        heldTimes: translate("reservation_held_times_invalid", lang),
        onlineDaysAhead: translate("reservation_days_ahead_invalid", lang),
        onlineHoldMinutes: holdMessage,
      });
      expect(Object.keys(messages).some((path) => path.startsWith("heldWeekdays"))).toBe(true);
      expect((await h.call("GET", url, { token: owner })).body.result.heldFirstTimes).toBe(0);
    },
  );

  test("held times show offline only on the tee sheet and are refused online but booked at the desk; the window follows the setting", async () => {
    const soon = addDays(todayIn("Asia/Seoul"), 3);
    const { clubId, east } = await freshClub(soon);
    await h.call("PUT", `/clubs/${clubId}/reservations/settings`, {
      token: owner,
      body: { heldFirstTimes: 1, heldTimes: ["07:20"], heldWeekdays: [weekdayOf(soon)], onlineDaysAhead: 2 },
    });
    const sheet = await h.call("GET", `/clubs/${clubId}/tee-sheet?date=${soon}`, { token: owner });
    expect(sheet.body.result.courses[1].teeTimes.slice(0, 3).map((t: { sale: string }) => t.sale)).toEqual([
      "offlineOnly",
      "online",
      "offlineOnly",
    ]);
    const address = `held-${clubId}`;
    const golfer = { ...booking(east, { date: soon }), email: "held@example.com", players: 2 };
    const url = `/public/clubs/${clubId}/reservations`;
    // Three days ahead is outside a two-day window: nothing is offered and nothing may be booked.
    const closed = await h.call("GET", `/public/clubs/${clubId}/availability?date=${soon}`, { address });
    expect(closed.body.result.courses[0].teeTimes).toEqual([]);
    const outside = await h.call("POST", url, { address, body: { ...golfer, teeTime: "07:10" } });
    expect([outside.status, outside.body.code]).toEqual([409, "tee_time_not_for_sale"]);

    await h.call("PUT", `/clubs/${clubId}/reservations/settings`, {
      token: owner,
      body: { heldFirstTimes: 1, heldTimes: ["07:20"], heldWeekdays: [weekdayOf(soon)], onlineDaysAhead: 3 },
    });
    const open = await h.call("GET", `/public/clubs/${clubId}/availability?date=${soon}`, { address });
    expect(open.body.result.courses[0].teeTimes.map((t: { teeTime: string }) => t.teeTime)).toEqual([
      "07:10",
    ]);
    for (const teeTime of ["07:00", "07:20"]) {
      const held = await h.call("POST", url, { address, body: { ...golfer, teeTime } });
      expect([held.status, held.body.code]).toEqual([409, "tee_time_not_for_sale"]);
    }
    expect((await h.call("POST", url, { address, body: { ...golfer, teeTime: "07:10" } })).status).toBe(201);
    const desk = await h.call("POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: booking(east, { date: soon, teeTime: "07:00" }),
    });
    expect(desk.status).toBe(201);
  });
});

describe("PDF", () => {
  test("the tee sheet and the confirmation show Korean and Vietnamese names, in the caller's language", async () => {
    const { clubId, east, west } = await freshClub();
    const url = `/clubs/${clubId}/reservations`;
    const kim = await h.call("POST", url, { token: owner, body: booking(east, { name: "김민준" }) });
    await h.call("POST", url, { token: owner, body: booking(west, { name: "Nguyễn Văn An" }) });
    const markup = "<b>Lee</b> & Co";
    await h.call("POST", url, { token: owner, body: booking(west, { name: markup, teeTime: "07:10" }) });
    const res = await h.app.request(`${basePath}${url}/sheet.pdf?date=${DATE}`, {
      headers: { authorization: `Bearer ${owner}`, "accept-language": "ko" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await textOf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("김민준");
    expect(text).toContain("Nguyễn Văn An");
    expect(text).toContain("예약 현황표");
    // The date as a Korean reader writes it, not the raw ISO date.
    expect(text).toContain(formatDate(DATE, "ko"));
    expect(text).not.toContain(DATE);
    // Stored text is drawn as it was typed, never read as markup.
    expect(text).toContain(markup);
    const confirmation = await h.app.request(
      `${basePath}${url}/${kim.body.result.reservationId}/confirmation.pdf`,
      { headers: { authorization: `Bearer ${owner}`, "accept-language": "vi" } },
    );
    expect(confirmation.status).toBe(200);
    const confirmationText = await textOf(new Uint8Array(await confirmation.arrayBuffer()));
    expect(confirmationText).toContain("김민준");
    expect(confirmationText).toContain("Phiếu xác nhận đặt sân");
    expect(confirmationText).toContain(kim.body.result.reference);
    expect(confirmationText).toContain("Đã đặt");
    expect(confirmationText).toContain(formatDate(DATE, "vi"));
  });
});

describe("no double booking across two API instances on one database", () => {
  test("100 concurrent 1-player bookings → exactly 4; 100 concurrent 2-player bookings → exactly 2", async () => {
    const { clubId, east, west } = await freshClub();
    const database = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
    const clients = await Promise.all(
      [0, 1].map(() => new MongoClient(database.uri, { directConnection: true }).connect()),
    );
    const [first, second] = clients.map((client) => client.db("golf-concurrency"));
    if (!first || !second) throw new Error("no database");
    // Copy the club, its schedules and the owner's account into the shared database.
    await prepareDatabase(first, { seedDemo: false, hashCost: testHashCost });
    const clubDoc = await h.repos.clubs.findById(new ObjectId(clubId));
    const schedules = await h.repos.schedules.findByClub(new ObjectId(clubId));
    const ownerAccount = await h.repos.accounts.findByEmail(ownerEmail);
    if (!clubDoc || !schedules || !ownerAccount) throw new Error("fixture missing");
    await first.collection("accounts").insertOne(ownerAccount);
    await first.collection("clubs").insertOne(clubDoc);
    await first.collection("schedules").insertOne(schedules);

    const servers = [first, second].map((db) => {
      const app = createApp({
        db,
        appOrigin: "http://localhost:3000",
        corsOrigins: ["http://localhost:3000"],
        isProduction: false,
        hashCost: testHashCost,
        logRequests: false,
        log: () => undefined,
      });
      return serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    });
    await Promise.all(servers.map((s) => new Promise((resolve) => s.once("listening", resolve))));
    const urls = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}${basePath}`);
    try {
      const signIn = await fetch(`${urls[0]}/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: ownerEmail, password: demoPassword }),
      });
      const token = ((await signIn.json()) as { result: { signToken: string } }).result.signToken;
      const burst = (courseId: string, players: number) =>
        Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            fetch(`${urls[i % 2]}/clubs/${clubId}/reservations`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify(booking(courseId, { players })),
            }).then(async (res) => ({
              status: res.status,
              code: ((await res.json()) as { code?: string }).code,
            })),
          ),
        );
      const ones = await burst(east, 1);
      expect(ones.filter((r) => r.status === 201)).toHaveLength(4);
      expect(ones.filter((r) => r.status === 409 && r.code === "slot_full")).toHaveLength(96);
      const twos = await burst(west, 2);
      expect(twos.filter((r) => r.status === 201)).toHaveLength(2);
      expect(twos.filter((r) => r.status === 409 && r.code === "slot_full")).toHaveLength(98);
      // Failed bookings left no record and the counters say exactly what was sold.
      expect(await first.collection("reservations").countDocuments({ clubId: clubDoc._id })).toBe(6);
      const counters = await first.collection("teeTimes").find({ clubId: clubDoc._id }).toArray();
      expect(counters.map((c) => c.players).sort()).toEqual([4, 4]);
    } finally {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      await Promise.all(clients.map((c) => c.close()));
      await database.stop();
    }
  }, 60_000);
});

test("a refused status change names the current status as the screens do, in the caller's language", async () => {
  const { clubId, east } = await freshClub();
  const booked = await h.call("POST", `/clubs/${clubId}/reservations`, { token: owner, body: booking(east) });
  const url = `/clubs/${clubId}/reservations/${booked.body.result.reservationId}`;
  await h.call("PATCH", url, { token: owner, body: { status: "cancelPending" } });
  await h.call("PATCH", url, { token: owner, body: { status: "cancelled" } });
  const ko = await h.call("PATCH", url, { token: owner, body: { status: "reserved" }, lang: "ko" });
  expect([ko.status, ko.body.message]).toEqual([
    409,
    `${translate("reservation_status_conflict", "ko")} (${reservationStatusLabels.ko.cancelled})`,
  ]);
  expect(ko.body.message).not.toContain("(cancelled)");
});
