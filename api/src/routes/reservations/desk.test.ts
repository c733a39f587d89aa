import { execFileSync } from "node:child_process";
import { ObjectId } from "mongodb";
import { basePath } from "../../app";
import { roleNameKey } from "../../repositories/roles-repository";
import { apiClient } from "../../testing/api-client";
import { aClubInput, aReservationInput, aScheduleInput, grantOf } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";
import * as desk from "./desk-routes";
import * as routes from "./routes";

/**
 * The front desk's actions on the tee sheet: players' names, check-in, payments, no-show, cancel and move, each
 * refused without RESERVATION update, audited, and written only on the version the desk saw.
 */
jest.setTimeout(60_000);

let h: Harness;
let api: ReturnType<typeof apiClient>;
let owner: string;

const DATE = "2027-05-12";

beforeAll(async () => {
  h = await startHarness();
  api = apiClient(h);
  owner = await h.signIn((await h.insertAccount()).email);
});
afterAll(() => h.stop());

/** A club with 07:00–07:30 for sale on DATE (three tee times on each of two courses). */
async function freshClub() {
  const created = await h.call("POST", "/clubs", { token: owner, body: aClubInput({ name: "Desk CC" }) });
  const clubId = created.body.result.clubId as string;
  const details = (await h.call("GET", `/clubs/${clubId}`, { token: owner })).body.result;
  const schedule = aScheduleInput(details.greenFees[0].greenFeeId, {
    startDate: DATE,
    endDate: DATE,
    startTime: "07:00",
    endTime: "07:30",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    status: "public",
  });
  expect((await h.call("POST", `/clubs/${clubId}/schedules`, { token: owner, body: schedule })).status).toBe(
    201,
  );
  const [east, west] = details.courses.map((c: { courseId: string }) => c.courseId) as string[];
  return { clubId, east: east as string, west: west as string };
}

async function book(clubId: string, courseId: string, players = 3, teeTime = "07:00") {
  const res = await api(
    routes.createReservation,
    {
      params: { clubId },
      body: aReservationInput({ date: DATE, courseId, teeTime }, { name: "Kim Min-jun", players }),
    },
    { token: owner },
  );
  expect(res.status).toBe(201);
  const booked = res.result;
  if (!booked) throw new Error("not booked");
  return booked;
}

/** A staff member of the club whose role reads reservations but may not change them. */
async function readOnlyEmployee(clubId: string) {
  const account = await h.insertAccount();
  const roleId = new ObjectId();
  const now = new Date();
  const name = `Desk reader ${roleId.toHexString()}`;
  await h.repos.roles.insert({
    _id: roleId,
    clubId: new ObjectId(clubId),
    name,
    nameKey: roleNameKey(name),
    note: "",
    permissions: grantOf(["RESERVATION"], ["read"]),
    createdAt: now,
    updatedAt: now,
  });
  await h.repos.staff.insert({
    _id: new ObjectId(),
    clubId: new ObjectId(clubId),
    accountId: account._id,
    roleId,
    status: "active",
    name: "Desk Reader",
    email: account.email,
    createdAt: now,
    updatedAt: now,
  });
  return h.signIn(account.email);
}

const stored = (id: string) => h.repos.reservations.collection.findOne({ _id: new ObjectId(id) });
const auditOf = (id: string) =>
  h.repos.audit.collection
    .find({ entityId: new ObjectId(id) })
    .sort({ _id: 1 })
    .toArray();

describe("players' names", () => {
  test("one call names every place; the booker's place shows the booker until named", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east);
    expect(booked.version).toBe(0);
    expect(booked.guests.map((g) => g.name)).toEqual(["Kim Min-jun", null, null]);
    const params = { clubId, reservationId: booked.reservationId };
    const res = await api(
      desk.setGuests,
      { params, body: { version: 0, names: [null, "Lee Jisoo", null] } },
      {
        token: owner,
      },
    );
    expect(res.status).toBe(200);
    expect(res.result?.guests.map((g) => [g.place, g.name])).toEqual([
      [1, "Kim Min-jun"],
      [2, "Lee Jisoo"],
      [3, null],
    ]);
    expect(res.result?.version).toBe(1);
    expect((await auditOf(booked.reservationId)).at(-1)?.summary).toContain("players named (1 of 3)");

    const wrongCount = await api(
      desk.setGuests,
      { params, body: { version: 1, names: ["A", "B"] } },
      {
        token: owner,
      },
    );
    expect(wrongCount.status).toBe(422);
  });

  test("a stale version is refused with the booking as it is now, and nothing changes", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 2);
    const params = { clubId, reservationId: booked.reservationId };
    await api(desk.setGuests, { params, body: { version: 0, names: [null, "First"] } }, { token: owner });
    const before = await stored(booked.reservationId);
    const stale = await api(
      desk.setGuests,
      { params, body: { version: 0, names: [null, "Second"] } },
      {
        token: owner,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe("reservation_changed");
    const body = stale.error as unknown as { reservation: { version: number; guests: { name: string }[] } };
    expect(body.reservation.version).toBe(1);
    expect(body.reservation.guests[1]?.name).toBe("First");
    expect(await stored(booked.reservationId)).toEqual(before);
  });

  test("an employee without RESERVATION update gets 403 and nothing changes", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 2);
    const reader = await readOnlyEmployee(clubId);
    const params = { clubId, reservationId: booked.reservationId };
    const before = await stored(booked.reservationId);
    const calls = [
      api(desk.setGuests, { params, body: { version: 0, names: [null, "X"] } }, { token: reader }),
      api(desk.checkIn, { params, body: { version: 0, checkedIn: true } }, { token: reader }),
      api(
        desk.addPayment,
        { params, body: { version: 0, amountCents: 100, method: "cash" } },
        { token: reader },
      ),
      api(
        desk.voidPayment,
        { params: { ...params, paymentId: new ObjectId().toHexString() }, body: { version: 0 } },
        { token: reader },
      ),
      api(routes.patchReservation, { params, body: { version: 0, status: "noshow" } }, { token: reader }),
      api(
        routes.moveReservation,
        { params, body: { version: 0, date: DATE, courseId: east, teeTime: "07:10" } },
        { token: reader },
      ),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect(await stored(booked.reservationId)).toEqual(before);
    expect(await auditOf(booked.reservationId)).toHaveLength(1);
  });
});

describe("check-in", () => {
  test("one player, then the whole party, then undone; audited, each on its version", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 3);
    const params = { clubId, reservationId: booked.reservationId };
    const one = await api(
      desk.checkIn,
      { params, body: { version: 0, checkedIn: true, places: [2] } },
      {
        token: owner,
      },
    );
    expect(one.status).toBe(200);
    expect(one.result?.guests.map((g) => g.checkedInAt !== null)).toEqual([false, true, false]);
    const all = await api(desk.checkIn, { params, body: { version: 1, checkedIn: true } }, { token: owner });
    expect(all.result?.guests.every((g) => g.checkedInAt !== null)).toBe(true);
    // The first check-in time stays.
    expect(all.result?.guests[1]?.checkedInAt).toBe(one.result?.guests[1]?.checkedInAt);
    const undone = await api(
      desk.checkIn,
      { params, body: { version: 2, checkedIn: false, places: [1] } },
      {
        token: owner,
      },
    );
    expect(undone.result?.guests.map((g) => g.checkedInAt !== null)).toEqual([false, true, true]);
    const summaries = (await auditOf(booked.reservationId)).map((a) => a.summary);
    expect(summaries.slice(1)).toEqual([
      expect.stringContaining("checked in: place(s) 2"),
      expect.stringContaining("checked in: place(s) 1, 2, 3"),
      expect.stringContaining("check-in undone: place(s) 1"),
    ]);

    const before = await stored(booked.reservationId);
    const stale = await api(
      desk.checkIn,
      { params, body: { version: 2, checkedIn: true } },
      { token: owner },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe("reservation_changed");
    const outside = await api(
      desk.checkIn,
      { params, body: { version: 3, checkedIn: true, places: [4] } },
      {
        token: owner,
      },
    );
    expect(outside.status).toBe(422);
    expect(await stored(booked.reservationId)).toEqual(before);
  });
});

describe("payments", () => {
  test("covering the price makes the booking paid; voiding below it takes it back; the day's takings by method", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 2);
    expect(booked.totalPriceCents).toBe(30_000);
    const params = { clubId, reservationId: booked.reservationId };
    const part = await api(
      desk.addPayment,
      { params, body: { version: 0, amountCents: 10_000, method: "cash" } },
      {
        token: owner,
      },
    );
    expect(part.status).toBe(201);
    expect(part.result).toMatchObject({ status: "reserved", paidCents: 10_000, paymentState: "partlyPaid" });
    const rest = await api(
      desk.addPayment,
      { params, body: { version: 1, amountCents: 20_000, method: "card" } },
      {
        token: owner,
      },
    );
    expect(rest.result).toMatchObject({
      status: "paid",
      paidCents: 30_000,
      paymentState: "paid",
      version: 2,
    });
    const cardId = rest.result?.payments[1]?.paymentId as string;

    const sheet = await api(routes.teeSheet, { params: { clubId }, query: { date: DATE } }, { token: owner });
    // Taken today (the club's today), not on the booking's date.
    expect(sheet.result?.takings).toEqual({ cash: 0, card: 0, voucher: 0, total: 0 });
    const today = rest.result?.payments[0]?.day as string;
    const todays = await api(
      routes.teeSheet,
      { params: { clubId }, query: { date: today } },
      { token: owner },
    );
    expect(todays.result?.takings).toEqual({ cash: 10_000, card: 20_000, voucher: 0, total: 30_000 });
    const place = sheet.result?.courses[0]?.teeTimes[0]?.places[0];
    expect(place).toMatchObject({ paymentState: "paid", status: "paid", version: 2, place: 1 });

    const voided = await api(
      desk.voidPayment,
      { params: { ...params, paymentId: cardId }, body: { version: 2 } },
      {
        token: owner,
      },
    );
    expect(voided.status).toBe(200);
    expect(voided.result).toMatchObject({
      status: "reserved",
      paidCents: 10_000,
      paymentState: "partlyPaid",
    });
    expect(voided.result?.payments[1]).toMatchObject({ amountCents: 20_000, voidedBy: expect.any(String) });
    expect(voided.result?.payments[1]?.voidedAt).not.toBeNull();
    const after = await api(
      routes.teeSheet,
      { params: { clubId }, query: { date: today } },
      { token: owner },
    );
    expect(after.result?.takings).toEqual({ cash: 10_000, card: 0, voucher: 0, total: 10_000 });

    const again = await api(
      desk.voidPayment,
      { params: { ...params, paymentId: cardId }, body: { version: 3 } },
      {
        token: owner,
      },
    );
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe("payment_already_voided");
    const summaries = (await auditOf(booked.reservationId)).map((a) => a.summary);
    expect(summaries.slice(1)).toEqual([
      expect.stringContaining("payment of 100.00 taken (cash)"),
      expect.stringContaining("payment of 200.00 taken (card); status reserved → paid"),
      expect.stringContaining("voided; status paid → reserved"),
    ]);
  });

  test("a stale version, a zero amount or an unknown payment change nothing", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 1);
    const params = { clubId, reservationId: booked.reservationId };
    await api(
      desk.addPayment,
      { params, body: { version: 0, amountCents: 500, method: "voucher" } },
      { token: owner },
    );
    const before = await stored(booked.reservationId);
    const stale = await api(
      desk.addPayment,
      { params, body: { version: 0, amountCents: 500, method: "cash" } },
      {
        token: owner,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe("reservation_changed");
    const zero = await api(
      desk.addPayment,
      { params, body: { version: 1, amountCents: 0, method: "cash" } },
      {
        token: owner,
      },
    );
    expect(zero.status).toBe(422);
    const unknown = await api(
      desk.voidPayment,
      { params: { ...params, paymentId: new ObjectId().toHexString() }, body: { version: 1 } },
      { token: owner },
    );
    expect(unknown.status).toBe(404);
    const staleVoid = await api(
      desk.voidPayment,
      {
        params: { ...params, paymentId: before?.payments?.[0]?._id.toHexString() ?? "" },
        body: { version: 0 },
      },
      { token: owner },
    );
    expect(staleVoid.status).toBe(409);
    expect(await stored(booked.reservationId)).toEqual(before);
  });
});

describe("no-show, cancel and move on the version the desk saw", () => {
  /** Gives the booking an email, as an online booking has, so changes to it are mailed. */
  const withEmail = async (id: string, email: string) =>
    h.repos.reservations.collection.updateOne({ _id: new ObjectId(id) }, { $set: { email } });

  test("no-show by PATCH with a version; a stale one answers 409 with the booking as it is now", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 2);
    const params = { clubId, reservationId: booked.reservationId };
    await api(desk.checkIn, { params, body: { version: 0, checkedIn: true, places: [1] } }, { token: owner });
    const before = await stored(booked.reservationId);
    const stale = await api(
      routes.patchReservation,
      { params, body: { version: 0, status: "noshow" } },
      {
        token: owner,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe("reservation_changed");
    expect((stale.error as unknown as { reservation: { version: number } }).reservation.version).toBe(1);
    expect(await stored(booked.reservationId)).toEqual(before);
    const noshow = await api(
      routes.patchReservation,
      { params, body: { version: 1, status: "noshow" } },
      {
        token: owner,
      },
    );
    expect(noshow.result).toMatchObject({ status: "noshow", version: 2 });
    expect((await auditOf(booked.reservationId)).at(-1)?.summary).toContain("status reserved → noshow");
  });

  test("a party size change keeps the named places and counts in the version", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 2);
    const params = { clubId, reservationId: booked.reservationId };
    await api(desk.setGuests, { params, body: { version: 0, names: [null, "Lee Jisoo"] } }, { token: owner });
    const grown = await api(
      routes.patchReservation,
      { params, body: { version: 1, players: 3 } },
      {
        token: owner,
      },
    );
    expect(grown.result?.guests.map((g) => g.name)).toEqual(["Kim Min-jun", "Lee Jisoo", null]);
    expect(grown.result?.version).toBe(2);
  });

  test("cancelling mails a golfer with an email; a booking without one is cancelled all the same", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 2);
    await withEmail(booked.reservationId, "cancel.golfer@example.com");
    const params = { clubId, reservationId: booked.reservationId };
    const res = await api(
      routes.patchReservation,
      { params, body: { version: 0, status: "cancelPending" } },
      {
        token: owner,
      },
    );
    expect(res.status).toBe(200);
    const mails = await h.repos.outbox.findNewest("cancel.golfer@example.com", 5);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("cancelled");
    expect(mails[0]?.text).toContain(booked.reference);
    // Settling the cancellation does not mail again.
    await api(
      routes.patchReservation,
      { params, body: { version: 1, status: "cancelled" } },
      { token: owner },
    );
    expect(await h.repos.outbox.findNewest("cancel.golfer@example.com", 5)).toHaveLength(1);
  });

  test("a move takes the whole party to a time with room, mails the golfer, and is refused where it has none", async () => {
    const { clubId, east, west } = await freshClub();
    const booked = await book(clubId, east, 3);
    await withEmail(booked.reservationId, "moved.golfer@example.com");
    await book(clubId, west, 2, "07:10");
    const params = { clubId, reservationId: booked.reservationId };
    const before = await stored(booked.reservationId);

    const full = await api(
      routes.moveReservation,
      { params, body: { version: 0, date: DATE, courseId: west, teeTime: "07:10" } },
      { token: owner },
    );
    expect(full.status).toBe(409);
    expect(full.error?.code).toBe("slot_full");
    const notForSale = await api(
      routes.moveReservation,
      { params, body: { version: 0, date: DATE, courseId: west, teeTime: "08:00" } },
      { token: owner },
    );
    expect([409, 422]).toContain(notForSale.status);
    const stale = await api(
      routes.moveReservation,
      { params, body: { version: 5, date: DATE, courseId: west, teeTime: "07:20" } },
      { token: owner },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe("reservation_changed");
    expect(await stored(booked.reservationId)).toEqual(before);
    expect(await h.repos.outbox.findNewest("moved.golfer@example.com", 5)).toHaveLength(0);

    const moved = await api(
      routes.moveReservation,
      { params, body: { version: 0, date: DATE, courseId: west, teeTime: "07:20" } },
      { token: owner },
    );
    expect(moved.status).toBe(200);
    expect(moved.result).toMatchObject({ courseId: west, teeTime: "07:20", players: 3, version: 1 });
    const sheet = await api(routes.teeSheet, { params: { clubId }, query: { date: DATE } }, { token: owner });
    const [eastTimes, westTimes] = [sheet.result?.courses[0]?.teeTimes, sheet.result?.courses[1]?.teeTimes];
    expect(eastTimes?.[0]?.playersBooked).toBe(0);
    expect(westTimes?.[2]?.playersBooked).toBe(3);
    const mails = await h.repos.outbox.findNewest("moved.golfer@example.com", 5);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("07:20");
    expect((await auditOf(booked.reservationId)).at(-1)?.summary).toContain("moved from");
  });
});

describe("the day's sheet", () => {
  test("finds a golfer by a player's name or the phone number, and shows each place", async () => {
    const { clubId, east, west } = await freshClub();
    const first = await book(clubId, east, 2);
    await book(clubId, west, 1);
    await api(
      desk.setGuests,
      {
        params: { clubId, reservationId: first.reservationId },
        body: { version: 0, names: [null, "Pham Thi Lan"] },
      },
      { token: owner },
    );
    const found = await api(
      routes.teeSheet,
      { params: { clubId }, query: { date: DATE, q: "lan" } },
      {
        token: owner,
      },
    );
    const listed = found.result?.courses.flatMap((c) => c.teeTimes.flatMap((t) => t.reservations)) ?? [];
    expect(listed.map((r) => r.reservationId)).toEqual([first.reservationId]);
    const places = found.result?.courses[0]?.teeTimes[0]?.places;
    expect(places).toEqual([
      expect.objectContaining({ place: 1, name: "Kim Min-jun", type: "offline", status: "reserved" }),
      expect.objectContaining({ place: 2, name: "Pham Thi Lan", checkedInAt: null, paymentState: "unpaid" }),
    ]);
    // Places booked still count every booking.
    expect(found.result?.courses[1]?.teeTimes[0]?.playersBooked).toBe(1);
    const none = await api(
      routes.teeSheet,
      { params: { clubId }, query: { date: DATE, q: "nobody" } },
      {
        token: owner,
      },
    );
    expect(none.result?.courses.flatMap((c) => c.teeTimes.flatMap((t) => t.reservations))).toEqual([]);
  });
});

/** The PDF's text, extracted by pdf.js (through pdf-parse) in a child process, as in reservations.test.ts. */
function textOf(data: Uint8Array) {
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

describe("the starter's PDF", () => {
  test("has a check-in and a payment column per booking, in the caller's language", async () => {
    const { clubId, east } = await freshClub();
    const booked = await book(clubId, east, 2);
    const params = { clubId, reservationId: booked.reservationId };
    await api(desk.checkIn, { params, body: { version: 0, checkedIn: true, places: [1] } }, { token: owner });
    await api(
      desk.addPayment,
      { params, body: { version: 1, amountCents: 30_000, method: "card" } },
      {
        token: owner,
      },
    );
    const pdf = async (lang: string) => {
      const res = await h.app.request(`${basePath}/clubs/${clubId}/reservations/sheet.pdf?date=${DATE}`, {
        headers: { authorization: `Bearer ${owner}`, "accept-language": lang },
      });
      expect(res.status).toBe(200);
      return textOf(new Uint8Array(await res.arrayBuffer()));
    };
    const en = await pdf("en");
    expect(en).toContain("Checked in");
    expect(en).toContain("Payment");
    expect(en).toMatch(/Kim Min-jun \| 2 \| 1\/2 \| Paid/);
    const ko = await pdf("ko");
    expect(ko).toContain("체크인");
    expect(ko).toContain("결제 완료");
  });
});
