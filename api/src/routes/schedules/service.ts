import type { AuditAction } from "contracts/domains/audit/schemas";
import { minutesOfTime, todayIn } from "contracts/domains/common/dates";
import { pricePerPlayerCents } from "contracts/domains/pricing/booking";
import { clashDate, coversDate, paletteOf, splitAtRange } from "contracts/domains/schedules/calendar";
import type {
  Schedule,
  ScheduleDay,
  ScheduleInput,
  ScheduleList,
  ScheduleListQuery,
  ScheduleModify,
} from "contracts/domains/schedules/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, invalidField, notFound } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ScheduleDoc } from "../../repositories/schedules-repository";

/** How often a write is recomputed when another write to the same club's schedules came first. */
const WRITE_ATTEMPTS = 5;

/** Refused because it would share a date and time with `clash`; the answer names the clash's dates and times. */
export class ScheduleOverlap extends ApiError {
  constructor(readonly clash: ScheduleDoc) {
    super(409, "schedule_overlap");
  }
}

const greenFeeOf = (club: ClubDoc, greenFeeId: ObjectId) =>
  club.greenFees.find((fee) => fee.greenFeeId.equals(greenFeeId));

export function toSchedule(club: ClubDoc, schedule: ScheduleDoc): Schedule {
  const fee = greenFeeOf(club, schedule.greenFeeId);
  return {
    scheduleId: schedule.scheduleId.toHexString(),
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    weekdays: [...schedule.weekdays],
    greenFeeId: schedule.greenFeeId.toHexString(),
    greenFeeName: fee?.name ?? null,
    priceKind: schedule.priceKind,
    priceCents: fee ? pricePerPlayerCents(fee, schedule.priceKind) : null,
    status: schedule.status,
  };
}

const byStart = (a: ScheduleDoc, b: ScheduleDoc) =>
  a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime);

/** The club's tee-up day: from its earliest first tee-up to its latest last tee-up. */
export function teeUpDayOf(club: ClubDoc) {
  const firsts = club.teeUps.map((row) => row.firstTeeUp).sort();
  const lasts = club.teeUps.map((row) => row.lastTeeUp).sort();
  return { first: firsts[0] ?? "00:00", last: lasts[lasts.length - 1] ?? "23:59" };
}

async function schedulesOf(ctx: AppContext, club: ClubDoc) {
  const doc = await ctx.repos.schedules.findByClub(club._id);
  return { version: doc?.version ?? 0, schedules: doc?.schedules ?? [] };
}

/** Throws when a schedule of `next` shares a date and a time with another one. */
function assertNoOverlap(next: readonly ScheduleDoc[], changed: readonly ScheduleDoc[]) {
  for (const schedule of changed) {
    for (const other of next) {
      if (other.scheduleId.equals(schedule.scheduleId)) continue;
      if (clashDate(schedule, other)) throw new ScheduleOverlap(other);
    }
  }
}

/** The rules only the server can check: the green fee is the club's, the times are within its tee-up day. */
function assertFitsClub(club: ClubDoc, input: Pick<ScheduleInput, "greenFeeId" | "startTime">) {
  if (!greenFeeOf(club, new ObjectId(input.greenFeeId))) {
    throw invalidField("greenFeeId", "schedule_green_fee_unknown");
  }
  const day = teeUpDayOf(club);
  const start = minutesOfTime(input.startTime);
  if (start < minutesOfTime(day.first) || start > minutesOfTime(day.last)) {
    throw invalidField("startTime", "schedule_outside_tee_up");
  }
}

/**
 * The one place a club's schedules are written. `change` gets the schedules as stored and answers the whole new
 * list (or throws to refuse); the list is stored only if no other write came in between, else `change` runs again on
 * the fresh list, so every rule it checks holds for what is stored. All or nothing: one conditional update.
 */
async function writeSchedules<T>(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  change: (
    current: ScheduleDoc[],
    now: Date,
  ) => { schedules: ScheduleDoc[]; answer: T; audit: ScheduleAudit },
): Promise<T> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const { version, schedules } = await schedulesOf(ctx, club);
    const now = ctx.now();
    const next = change(schedules, now);
    if (await ctx.repos.schedules.replace(club._id, version, next.schedules.sort(byStart), now)) {
      const { action, entityId, summary } = next.audit;
      await auditedWrites({ ctx, auth, clubId: club._id, entity: "schedule" }).record(
        action,
        entityId,
        summary,
      );
      return next.answer;
    }
  }
  throw new ApiError(409, "schedule_busy");
}

export async function listSchedules(
  ctx: AppContext,
  club: ClubDoc,
  query: ScheduleListQuery,
): Promise<ScheduleList> {
  const { schedules } = await schedulesOf(ctx, club);
  return {
    today: todayIn(club.timeZone, ctx.now()),
    timeZone: club.timeZone,
    teeUpDay: teeUpDayOf(club),
    greenFees: club.greenFees.map(({ greenFeeId, ...fee }) => ({
      greenFeeId: greenFeeId.toHexString(),
      ...fee,
    })),
    list: schedules
      .filter((s) => s.startDate <= query.to && s.endDate >= query.from)
      .map((s) => toSchedule(club, s)),
  };
}

const scheduleIdOf = (raw: string) => new ObjectId(raw);

export async function getSchedule(ctx: AppContext, club: ClubDoc, rawId: string): Promise<Schedule> {
  const id = scheduleIdOf(rawId);
  const found = (await schedulesOf(ctx, club)).schedules.find((s) => s.scheduleId.equals(id));
  if (!found) throw notFound();
  return toSchedule(club, found);
}

const docOf = (input: ScheduleInput, scheduleId: ObjectId, createdAt: Date, now: Date): ScheduleDoc => ({
  scheduleId,
  startDate: input.startDate,
  endDate: input.endDate,
  startTime: input.startTime,
  endTime: input.endTime,
  weekdays: [...input.weekdays].sort(),
  greenFeeId: new ObjectId(input.greenFeeId),
  priceKind: input.priceKind,
  status: input.status,
  createdAt,
  updatedAt: now,
});

/** The activity-log line of a write: what happened to which schedule (Modify names the range on the club). */
interface ScheduleAudit {
  action: AuditAction;
  entityId: ObjectId;
  summary: string;
}

const windowOf = (s: Pick<ScheduleDoc, "startDate" | "endDate" | "startTime" | "endTime" | "status">) =>
  `${s.startDate} – ${s.endDate}, ${s.startTime}–${s.endTime}, ${s.status}`;

export function createSchedule(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  input: ScheduleInput,
): Promise<Schedule> {
  assertFitsClub(club, input);
  const scheduleId = new ObjectId();
  return writeSchedules(ctx, auth, club, (current, now) => {
    const added = docOf(input, scheduleId, now, now);
    const schedules = [...current, added];
    assertNoOverlap(schedules, [added]);
    const audit = {
      action: "create",
      entityId: scheduleId,
      summary: `Schedule ${windowOf(added)} added`,
    } as const;
    return { schedules, answer: toSchedule(club, added), audit };
  });
}

export function updateSchedule(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  rawId: string,
  input: ScheduleInput,
): Promise<Schedule> {
  assertFitsClub(club, input);
  const id = scheduleIdOf(rawId);
  return writeSchedules(ctx, auth, club, (current, now) => {
    const old = current.find((s) => s.scheduleId.equals(id));
    if (!old) throw notFound();
    const updated = docOf(input, id, old.createdAt, now);
    const schedules = current.map((s) => (s === old ? updated : s));
    assertNoOverlap(schedules, [updated]);
    const audit = {
      action: "update",
      entityId: id,
      summary: `Schedule changed to ${windowOf(updated)}`,
    } as const;
    return { schedules, answer: toSchedule(club, updated), audit };
  });
}

export function deleteSchedule(ctx: AppContext, auth: Auth, club: ClubDoc, rawId: string) {
  const id = scheduleIdOf(rawId);
  return writeSchedules(ctx, auth, club, (current) => {
    const old = current.find((s) => s.scheduleId.equals(id));
    if (!old) throw notFound();
    return {
      schedules: current.filter((s) => s !== old),
      answer: { scheduleId: rawId },
      audit: { action: "delete", entityId: id, summary: `Schedule ${windowOf(old)} removed` },
    };
  });
}

/**
 * The calendar's Modify: every schedule reaching into `from`–`to` is cut at the range's edges and its part inside
 * is changed (or removed). The whole result is checked before the one write, so a failing part changes nothing.
 */
export function modifySchedules(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  modify: ScheduleModify,
): Promise<Schedule[]> {
  if (modify.greenFeeId !== undefined && !greenFeeOf(club, new ObjectId(modify.greenFeeId))) {
    throw invalidField("greenFeeId", "schedule_green_fee_unknown");
  }
  return writeSchedules(ctx, auth, club, (current, now) => {
    const touched = current.filter((s) => s.startDate <= modify.to && s.endDate >= modify.from);
    if (
      !touched.some((s) => splitAtRange(s, modify.from, modify.to, (inside) => inside).some((p) => p.inside))
    ) {
      throw new ApiError(422, "schedule_required");
    }
    const schedules: ScheduleDoc[] = [];
    const changed: ScheduleDoc[] = [];
    for (const schedule of current) {
      const pieces = splitAtRange(schedule, modify.from, modify.to, (inside) =>
        modify.remove
          ? null
          : {
              ...inside,
              status: modify.status ?? inside.status,
              greenFeeId: modify.greenFeeId ? new ObjectId(modify.greenFeeId) : inside.greenFeeId,
              priceKind: modify.priceKind ?? inside.priceKind,
            },
      );
      // The piece before the range keeps the schedule's id; the others are new schedules.
      let keptId = false;
      for (const { piece, inside } of pieces) {
        const untouched = piece === schedule;
        const scheduleId = untouched || !keptId ? schedule.scheduleId : new ObjectId();
        keptId = true;
        const stored = untouched ? piece : { ...piece, scheduleId, updatedAt: now };
        schedules.push(stored);
        if (inside) changed.push(stored);
      }
    }
    assertNoOverlap(schedules, changed);
    const what = modify.remove
      ? "removed"
      : `set to ${[
          modify.status,
          modify.priceKind && `the ${modify.priceKind} price`,
          modify.greenFeeId && "another green fee",
        ]
          .filter(Boolean)
          .join(", ")}`;
    return {
      audit: {
        action: "update",
        entityId: club._id,
        summary: `Schedules ${modify.from} – ${modify.to} ${what}`,
      },
      schedules,
      answer: schedules
        .filter((s) => s.startDate <= modify.to && s.endDate >= modify.from)
        .sort(byStart)
        .map((s) => toSchedule(club, s)),
    };
  });
}

export async function scheduleDay(ctx: AppContext, club: ClubDoc, date: string): Promise<ScheduleDay> {
  const { schedules } = await schedulesOf(ctx, club);
  return {
    date,
    windows: schedules
      .filter((s) => coversDate(s, date))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((s) => toSchedule(club, s)),
  };
}

/** Spec §7: one palette index per date, in the order asked. */
export async function statusList(ctx: AppContext, club: ClubDoc, dates: readonly string[]) {
  const { schedules } = await schedulesOf(ctx, club);
  return dates.map((date) => paletteOf(schedules, date));
}
