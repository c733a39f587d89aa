import { ObjectId } from "mongodb";
import { aReservationInput, aRoleInput, aScheduleInput, grantOf, type Slot } from "../testing/fixtures";
import { type Harness, startHarness } from "../testing/harness";
import { LiveReader } from "../testing/live-reader";

jest.setTimeout(30_000);

const DATE = "2027-07-20";
let h: Harness;
let owner: { token: string; clubId: string; email: string };
let slot: Slot;
let other: { token: string; clubId: string };
let otherSlot: Slot;
let booked = 0;
const readers: LiveReader[] = [];

/** The club's six tee times (07:00–07:50) in turn, one player each: 24 bookings before one is full. */
const nextSlot = (): Slot => ({ ...slot, teeTime: `07:${String((booked++ % 6) * 10).padStart(2, "0")}` });

async function clubWithSchedule(made: { token: string; clubId: string }) {
  const club = await h.repos.clubs.findById(new ObjectId(made.clubId));
  const fee = club?.greenFees[0];
  const course = club?.courses[0];
  if (!fee || !course) throw new Error("club without fee or course");
  const schedule = aScheduleInput(fee.greenFeeId.toHexString(), {
    startDate: DATE,
    endDate: DATE,
    startTime: "07:00",
    endTime: "08:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  });
  const res = await h.call("POST", `/clubs/${made.clubId}/schedules`, { token: made.token, body: schedule });
  if (res.status !== 201) throw new Error(`schedule: ${JSON.stringify(res.body)}`);
  return { date: DATE, courseId: course.courseId.toHexString(), teeTime: "07:00" };
}

async function open(clubId: string, token: string, lastEventId?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const res = await h.request(`/clubs/${clubId}/live`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  expect(res.headers.get("cache-control")).toContain("no-transform");
  const reader = new LiveReader(res.body as ReadableStream<Uint8Array>);
  readers.push(reader);
  return reader;
}

async function book(made: { token: string; clubId: string }, at = nextSlot()) {
  const res = await h.call("POST", `/clubs/${made.clubId}/reservations`, {
    token: made.token,
    body: aReservationInput(at, { players: 1 }),
  });
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.result.reservationId as string, at };
}

beforeAll(async () => {
  h = await startHarness();
  const made = await h.ownerWithClub({ name: "Live CC" });
  owner = { ...made, email: made.account.email };
  slot = await clubWithSchedule(owner);
  other = await h.ownerWithClub({ name: "Other Live CC" });
  otherSlot = await clubWithSchedule(other);
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.cancel()));
});
afterAll(() => h.stop());

test("a booking made through the API reaches an open stream, with where it sits and an id to resume from", async () => {
  const reader = await open(owner.clubId, owner.token);
  const ready = await reader.next((e) => e.event === "ready");
  expect(ready.id).toMatch(/^[0-9A-Fa-f]+$/);
  const { id, at } = await book(owner);
  const event = await reader.next((e) => e.event === "reservation");
  expect(event.id).toMatch(/^[0-9A-Fa-f]+$/);
  expect(JSON.parse(event.data)).toEqual({
    kind: "reservation",
    id,
    date: at.date,
    courseId: at.courseId,
    teeTime: at.teeTime,
    at: expect.any(String),
  });
  expect(h.live.counts).toEqual({ clubs: 1, streams: 1 });
});

test("one watch per club, however many desks; another club's booking never arrives", async () => {
  const desks = await Promise.all([open(owner.clubId, owner.token), open(owner.clubId, owner.token)]);
  const elsewhere = await open(other.clubId, other.token);
  expect(h.live.counts).toEqual({ clubs: 2, streams: 3 });
  await book(other, otherSlot);
  const mine = await book(owner);
  for (const desk of desks) {
    const event = await desk.next((e) => e.event === "reservation");
    expect(JSON.parse(event.data).id).toBe(mine.id);
  }
  await elsewhere.next((e) => e.event === "reservation");
  // Give a stray event time to arrive before saying none did.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const desk of desks) {
    expect(desk.events.filter((e) => e.event === "reservation")).toHaveLength(1);
  }
  expect(
    elsewhere.events.filter((e) => e.event === "reservation").map((e) => JSON.parse(e.data).id),
  ).not.toContain(mine.id);
});

test("a change of the club's waitlist reaches its desks as a waitlist event naming the date; not another club's", async () => {
  const reader = await open(owner.clubId, owner.token);
  const elsewhere = await open(other.clubId, other.token);
  await reader.next((e) => e.event === "ready");
  const caller = {
    date: DATE,
    from: "07:00",
    to: "07:30",
    players: 2,
    name: "Kim Soo",
    phoneCode: "82",
    phoneNumber: "1012345678",
  };
  const added = await h.call("POST", `/clubs/${owner.clubId}/waitlist`, { token: owner.token, body: caller });
  expect(added.status).toBe(201);
  const event = await reader.next((e) => e.event === "waitlist");
  expect(JSON.parse(event.data)).toEqual({
    kind: "waitlist",
    id: added.body.result.entryId,
    date: DATE,
    at: expect.any(String),
  });
  // Taken off the line: another event for the same entry.
  const entryId = added.body.result.entryId as string;
  expect(
    (await h.call("DELETE", `/clubs/${owner.clubId}/waitlist/${entryId}`, { token: owner.token })).status,
  ).toBe(200);
  await reader.next((e) => e.event === "waitlist" && e.data.includes(entryId) && e !== event);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(elsewhere.events.filter((e) => e.event === "waitlist")).toHaveLength(0);
});

test("no session is refused with 401; a stranger's club with 404; a role without RESERVATION read with 403", async () => {
  expect((await h.call("GET", `/clubs/${owner.clubId}/live`)).status).toBe(401);
  expect((await h.call("GET", `/clubs/${owner.clubId}/live`, { token: other.token })).status).toBe(404);
  const employee = await h.insertAccount({ kind: "employee" });
  const role = await h.call("POST", `/clubs/${owner.clubId}/roles`, {
    token: owner.token,
    body: aRoleInput({ name: "Schedules only", permissions: grantOf(["SCHEDULE"], ["read"]) }),
  });
  await h.call("POST", `/clubs/${owner.clubId}/staff`, {
    token: owner.token,
    body: { email: employee.email, roleId: role.body.result.roleId },
  });
  const token = await h.signIn(employee.email);
  const refused = await h.call("GET", `/clubs/${owner.clubId}/live`, { token });
  expect([refused.status, refused.body.code]).toEqual([403, "forbidden"]);
});

test("a suspended employee's stream ends, and so does a signed-out session's", async () => {
  const employee = await h.insertAccount({ kind: "employee" });
  const role = await h.call("POST", `/clubs/${owner.clubId}/roles`, {
    token: owner.token,
    body: aRoleInput({ name: "Desk live", permissions: grantOf(["RESERVATION"], ["read"]) }),
  });
  const staff = await h.call("POST", `/clubs/${owner.clubId}/staff`, {
    token: owner.token,
    body: { email: employee.email, roleId: role.body.result.roleId },
  });
  const staffId = staff.body.result.staffId as string;
  const token = await h.signIn(employee.email);
  const stream = await open(owner.clubId, token);
  await stream.next((e) => e.event === "ready");
  const suspended = await h.call("PATCH", `/clubs/${owner.clubId}/staff/${staffId}`, {
    token: owner.token,
    body: { status: "suspended" },
  });
  expect(suspended.status).toBe(200);
  await stream.closed();

  const session = await open(owner.clubId, await h.signIn(owner.email));
  await session.next((e) => e.event === "ready");
  const signOutToken = await h.signIn(owner.email);
  const signedOut = await open(owner.clubId, signOutToken);
  await signedOut.next((e) => e.event === "ready");
  expect((await h.call("DELETE", "/sign-out", { token: signOutToken })).status).toBe(200);
  await signedOut.closed();
  // The owner's other session is untouched.
  expect(session.ended).toBe(false);
});

test("resuming with Last-Event-ID gets the changes missed in between, on any instance; an unknown id gets reset", async () => {
  const first = await open(owner.clubId, owner.token);
  const ready = await first.next((e) => e.event === "ready");
  await first.cancel();
  const missed = [await book(owner), await book(owner)];
  const resumed = await open(owner.clubId, owner.token, ready.id);
  await resumed.next((e) => e.event === "ready");
  const ids = resumed.events.filter((e) => e.event === "reservation").map((e) => JSON.parse(e.data).id);
  expect(ids).toEqual(missed.map((m) => m.id));
  const later = await book(owner);
  await resumed.next((e) => e.event === "reservation" && JSON.parse(e.data).id === later.id);

  const unknown = await open(owner.clubId, owner.token, "not-a-token");
  await unknown.next((e) => e.event === "reset");
});

test("closing the hub (the instance stopping) ends every stream, and refuses new ones with 503", async () => {
  const stream = await open(owner.clubId, owner.token);
  await stream.next((e) => e.event === "ready");
  const hub = h.live;
  await hub.close();
  await stream.closed();
  const refused = await h.call("GET", `/clubs/${owner.clubId}/live`, { token: owner.token });
  expect([refused.status, refused.body.code]).toEqual([503, "server_busy"]);
});
