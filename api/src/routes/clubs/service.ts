import { createHash } from "node:crypto";
import type { AuditAction } from "contracts/domains/audit/schemas";
import {
  CLUB_LIST_MAX,
  type Club,
  type ClubInput,
  type ClubList,
  type ClubListItem,
  clubImageLimits,
} from "contracts/domains/clubs/schemas";
import { todayIn } from "contracts/domains/common/dates";
import { teeTimesOf } from "contracts/domains/reservations/tee-times";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { gateOf } from "../../lib/account-views";
import { ApiError, type FieldIssue, forbidden, notFound } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import { basePath } from "../../lib/base-path";
import { clubsWithRoleOf } from "../../lib/club-roles";
import { type CheckedUpload, checkUpload, type UploadRule } from "../../lib/uploads";
import type { Repositories } from "../../repositories";
import type { AccountDoc } from "../../repositories/accounts-repository";
import type { ClubDetails, ClubDoc, ClubImageDoc } from "../../repositories/clubs-repository";

const imageUpload: UploadRule = {
  field: "image",
  maxBytes: clubImageLimits.maxBytes,
  types: clubImageLimits.types,
  issues: { tooLarge: "image_too_large", wrongType: "image_type" },
};

/** The picture's URL version: part of its digest, enough to tell one picture of a club from the next. */
export const imageVersion = (image: ClubImageDoc) => image.digest.slice(0, 16);

/** Relative to the app's origin, which proxies `/api` to the API. */
export const imageUrlOf = (club: ClubDoc) =>
  club.image ? `${basePath}/clubs/${club._id.toHexString()}/image?v=${imageVersion(club.image)}` : null;

export function toClub(club: ClubDoc): Club {
  return {
    clubId: club._id.toHexString(),
    country: club.country,
    timeZone: club.timeZone,
    city: club.city,
    name: club.name,
    holeCount: club.holeCount,
    courseType: club.courseType,
    totalLengthYards: club.totalLengthYards,
    address: club.address,
    addressEn: club.addressEn,
    phoneCode: club.phoneCode,
    phoneNumber: club.phoneNumber,
    amenities: [...club.amenities],
    minPlayers: club.minPlayers,
    caddie: club.caddie,
    cart: club.cart,
    notice: club.notice,
    description: club.description,
    precautions: club.precautions,
    courses: club.courses.map((course) => ({ courseId: course.courseId.toHexString(), name: course.name })),
    greenFees: club.greenFees.map(({ greenFeeId, ...fee }) => ({
      greenFeeId: greenFeeId.toHexString(),
      ...fee,
    })),
    teeUps: club.teeUps.map((row) => ({ ...row })),
    clubImage: imageUrlOf(club),
    createdAt: club.createdAt.toISOString(),
    updatedAt: club.updatedAt.toISOString(),
  };
}

const requireOpenGate = (account: AccountDoc) => {
  if (gateOf(account) !== "none") throw new ApiError(403, "account_gate");
};

export async function listClubs(ctx: AppContext, account: AccountDoc, q?: string): Promise<ClubList> {
  requireOpenGate(account);
  const { entries, more } = await clubsWithRoleOf(ctx, account, { q, adminLimit: CLUB_LIST_MAX });
  const list: ClubListItem[] = entries.map(({ club, role }) => ({
    clubId: club._id.toHexString(),
    clubImage: imageUrlOf(club),
    clubName: club.name,
    clubCity: club.city,
    clubCountry: club.country,
    userRole: role.name,
  }));
  return { list, more };
}

/**
 * Rows of the body that carry an id keep it, when it is one of the club's rows and not claimed twice; rows without
 * one get a new id. Anything else is a 422 on that row's id, so a club never takes over another club's rows.
 */
function keepIds<Row extends object, Key extends string>(
  rows: readonly (Row & Partial<Record<Key, string>>)[],
  existing: readonly Record<Key, ObjectId>[],
  key: Key,
  field: string,
  issues: FieldIssue[],
): (Omit<Row, Key> & Record<Key, ObjectId>)[] {
  const known = new Set(existing.map((row) => row[key].toHexString()));
  const used = new Set<string>();
  return rows.map((row, index) => {
    const { [key]: raw, ...rest } = row;
    const id = raw?.toLowerCase();
    if (id !== undefined && (!known.has(id) || used.has(id))) {
      issues.push({ path: `${field}.${index}.${key}`, code: "invalid_value" });
    }
    if (id !== undefined) used.add(id);
    return { ...rest, [key]: id !== undefined ? new ObjectId(id) : new ObjectId() } as Omit<Row, Key> &
      Record<Key, ObjectId>;
  });
}

function detailsOf(input: ClubInput, existing: Pick<ClubDoc, "courses" | "greenFees">): ClubDetails {
  const issues: FieldIssue[] = [];
  const courses = keepIds(input.courses, existing.courses, "courseId", "courses", issues);
  const greenFees = keepIds(input.greenFees, existing.greenFees, "greenFeeId", "greenFees", issues);
  if (issues.length) throw new ApiError(422, "validation_failed", issues);
  return {
    country: input.country,
    timeZone: input.timeZone,
    city: input.city,
    name: input.name,
    holeCount: input.holeCount,
    courseType: input.courseType,
    totalLengthYards: input.totalLengthYards,
    address: input.address,
    addressEn: input.addressEn,
    phoneCode: input.phoneCode,
    phoneNumber: input.phoneNumber,
    amenities: [...new Set(input.amenities)],
    minPlayers: input.minPlayers,
    caddie: input.caddie,
    cart: input.cart,
    notice: input.notice,
    description: input.description,
    precautions: input.precautions,
    courses,
    greenFees,
    teeUps: input.teeUps.map((row) => ({
      interval: row.interval,
      firstTeeUp: row.firstTeeUp,
      lastTeeUp: row.lastTeeUp,
    })),
  };
}

/** The audit entry of a change to the club itself. */
/** A club's own changes: the club is both where the entry goes and what changed. */
const clubAudit = (ctx: AppContext, auth: Auth, club: ClubDoc, action: AuditAction, summary: string) =>
  auditedWrites({ ctx, auth, clubId: club._id, entity: "club" }).record(action, club._id, summary);

export async function createClub(ctx: AppContext, auth: Auth, input: ClubInput) {
  const { account } = auth;
  requireOpenGate(account);
  if (account.kind !== "business" || account.status !== "active") throw forbidden();
  const now = ctx.now();
  const club: ClubDoc = {
    _id: new ObjectId(),
    ownerId: account._id,
    ...detailsOf(input, { courses: [], greenFees: [] }),
    image: null,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.repos.clubs.insert(club);
  await clubAudit(ctx, auth, club, "create", `Club "${club.name}" created`);
  return { clubId: club._id.toHexString() };
}

/**
 * Refuses a change that removes a course or a tee time that upcoming bookings still hold: they would sit on a slot
 * the tee sheet no longer shows, unreachable to move or cancel. The answer names how many are in the way.
 */
async function keepBookedSlots(ctx: AppContext, club: ClubDoc, details: ClubDetails) {
  const inTheWay = await ctx.repos.reservations.countHoldingOutside(
    club._id,
    todayIn(details.timeZone, ctx.now()),
    details.courses.map((course) => course.courseId),
    teeTimesOf(details),
  );
  if (inTheWay > 0) {
    throw new ApiError(409, "club_change_orphans_bookings", undefined, undefined, { count: inTheWay });
  }
}

export async function updateClub(ctx: AppContext, auth: Auth, club: ClubDoc, input: ClubInput) {
  const details = detailsOf(input, club);
  await keepBookedSlots(ctx, club, details);
  const updated = await ctx.repos.clubs.updateDetails(club._id, details, ctx.now());
  if (!updated) throw notFound();
  await clubAudit(ctx, auth, updated, "update", `Club information of "${updated.name}" updated`);
  return toClub(updated);
}

/** Puts checked picture bytes into GridFS; the demo data stores its pictures this way too. */
export async function storeImage(repos: Repositories, upload: CheckedUpload): Promise<ClubImageDoc> {
  const digest = createHash("sha256").update(upload.data).digest("hex");
  const fileId = await repos.clubImages.save(upload.filename, upload.contentType, upload.data);
  return { fileId, contentType: upload.contentType, digest };
}

/** Stores a new picture and only then lets go of the old one, so a failed upload leaves the club as it was. */
export async function replaceImage(ctx: AppContext, auth: Auth, club: ClubDoc, file: File) {
  const image = await storeImage(ctx.repos, await checkUpload(file, imageUpload));
  const before = await ctx.repos.clubs.replaceImage(club._id, image, ctx.now());
  if (!before) {
    await ctx.repos.clubImages.remove(image.fileId);
    throw notFound();
  }
  if (before.image) await ctx.repos.clubImages.remove(before.image.fileId);
  await clubAudit(ctx, auth, before, "update", `Picture of "${before.name}" replaced`);
  return toClub({ ...before, image, updatedAt: ctx.now() });
}

export async function removeImage(ctx: AppContext, auth: Auth, club: ClubDoc) {
  const now = ctx.now();
  const before = await ctx.repos.clubs.replaceImage(club._id, null, now);
  if (!before) throw notFound();
  if (before.image) await ctx.repos.clubImages.remove(before.image.fileId);
  await clubAudit(ctx, auth, before, "update", `Picture of "${before.name}" removed`);
  return toClub({ ...before, image: null, updatedAt: now });
}

/** The picture for `GET /clubs/:clubId/image`; null when the club or its picture does not exist. */
export async function readImage(ctx: AppContext, clubId: string) {
  const club = await ctx.repos.clubs.findById(new ObjectId(clubId));
  if (!club?.image) return null;
  const image = club.image;
  return { image, version: imageVersion(image), read: () => ctx.repos.clubImages.read(image.fileId) };
}
