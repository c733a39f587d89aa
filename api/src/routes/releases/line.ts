import { timeOfMinutes, wallClockIn } from "contracts/domains/common/dates";
import type { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { startSweep } from "../../lib/sweep";
import { releaseReminderMail } from "../../mail/release-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReleaseDoc } from "../../repositories/releases-repository";
import { drawRelease, ReleaseMoved } from "./draw";

/**
 * A drawn release's line moves on: turns whose time is up are missed, and the next golfers in line (by number) get
 * theirs until `atOnce` are picking; an entry verified just as the draw ran joins the end of the line. When no one
 * is waiting or picking, the release is over and the day is open to everyone. One transaction ending with the
 * release's conditional step: two instances moving the same line at once, one commits, the other writes nothing.
 * Answers the release as written, or null when nothing was due or another instance moved it.
 */
export async function advanceLine(ctx: AppContext, releaseId: ObjectId): Promise<ReleaseDoc | null> {
  const { releases } = ctx.repos;
  try {
    return await ctx.repos.atomically(async () => {
      const release = await releases.findReleaseById(releaseId);
      if (release?.state !== "drawn") return null;
      const now = ctx.now();
      let changed = false;
      let last = release.lastPosition;
      for (const stray of await releases.inState(release._id, "joined")) {
        await releases.moveEntry(stray._id, { state: "joined" }, { state: "waiting", position: ++last }, now);
        changed = true;
      }
      let picking = 0;
      for (const entry of await releases.inState(release._id, "turn")) {
        if (entry.turnEndsAt && entry.turnEndsAt > now) picking++;
        else {
          await releases.moveEntry(entry._id, { state: "turn" }, { state: "missed", turnEndsAt: null }, now);
          changed = true;
        }
      }
      const free = release.atOnce - picking;
      const next = free > 0 ? await releases.inState(release._id, "waiting", free) : [];
      let servingUpTo = release.servingUpTo;
      const turnEndsAt = new Date(now.getTime() + release.turnMs);
      for (const entry of next) {
        await releases.moveEntry(entry._id, { state: "waiting" }, { state: "turn", turnEndsAt }, now, {
          turns: 1,
        });
        servingUpTo = Math.max(servingUpTo, entry.position ?? 0);
        changed = true;
      }
      const over = picking === 0 && next.length === 0;
      if (!changed && !over) return null;
      const stepped = await releases.step(
        release,
        { lastPosition: last, servingUpTo, ...(over ? { state: "over" as const } : {}) },
        now,
      );
      if (!stepped) throw new ReleaseMoved();
      return stepped;
    });
  } catch (error) {
    if (error instanceof ReleaseMoved) return null;
    throw error;
  }
}

/** The release's time on the club's clock, "HH:MM", as its mails name it. */
export const releaseClock = (club: ClubDoc, release: ReleaseDoc) =>
  timeOfMinutes(wallClockIn(club.timeZone, release.opensAt).minutes);

/** The booking page a reminder links to. */
const bookingPage = (ctx: AppContext, clubId: ObjectId) =>
  `${ctx.appOrigin}/book?club=${encodeURIComponent(clubId.toHexString())}`;

/** Mails the reminders of releases whose joining has opened: the release's step first, so each goes out once. */
async function sendReminders(ctx: AppContext) {
  const now = ctx.now();
  for (const release of await ctx.repos.releases.remindersDue(now)) {
    const stepped = await ctx.repos.releases.step(release, { remindersSent: true }, now);
    if (!stepped) continue;
    const club = await ctx.repos.clubs.findById(release.clubId);
    if (!club) continue;
    const time = releaseClock(club, release);
    const reminders = await ctx.repos.releases.reminders.find({ releaseId: release._id }).toArray();
    for (const reminder of reminders) {
      const words = { club: club.name, date: release.date, time, link: bookingPage(ctx, club._id) };
      await ctx.mailer
        .send(releaseReminderMail(reminder.email, words, reminder.language))
        .catch(() => undefined);
    }
  }
}

/** One run of the release sweep: reminders, draws that are due, lines that move. */
export async function runReleases(ctx: AppContext) {
  await sendReminders(ctx);
  for (const release of await ctx.repos.releases.due(ctx.now())) {
    if (release.state === "open") await drawRelease(ctx, release);
    await advanceLine(ctx, release._id);
  }
}

/** Every instance runs the releases every `everyMs` (1 s): a turn that ends is given to the next within a second. */
export function startReleaseSweep(ctx: AppContext, log: (line: string) => void, everyMs: number) {
  return startSweep("releases", () => runReleases(ctx), log, everyMs);
}
