import type { AMENITIES, ClubCountry, COURSE_TYPES, SERVICE_LEVELS } from "contracts/domains/clubs/schemas";
import type { Collection, Db, ObjectId } from "mongodb";
import type { UploadType } from "../lib/uploads";
import type { AccountDoc } from "./accounts-repository";
import { escapeRegex } from "./common";
import type { RoleDoc } from "./roles-repository";
import type { StaffDoc } from "./staff-repository";

/** A course keeps its id across edits: later domains (price schedules, the tee sheet) refer to it. */
export interface CourseDoc {
  courseId: ObjectId;
  name: string;
}

export interface GreenFeeDoc {
  greenFeeId: ObjectId;
  name: string;
  regularPriceCents: number;
  additionalPriceCents: number;
}

/** Wall-clock times of the club ("HH:MM"), never converted through UTC. */
export interface TeeUpDoc {
  interval: number;
  firstTeeUp: string;
  lastTeeUp: string;
}

/** The club picture in the `clubImages` GridFS bucket; `digest` (SHA-256 of the bytes) is its ETag and URL version. */
export interface ClubImageDoc {
  fileId: ObjectId;
  contentType: UploadType;
  digest: string;
}

export interface ClubDoc {
  _id: ObjectId;
  ownerId: ObjectId;
  country: ClubCountry;
  /** IANA time zone: "today" and every date and time of the club are read in it. */
  timeZone: string;
  city: string;
  name: string;
  holeCount: number;
  courseType: (typeof COURSE_TYPES)[number];
  totalLengthYards: number;
  address: string;
  addressEn: string;
  phoneCode: string;
  phoneNumber: string;
  amenities: (typeof AMENITIES)[number][];
  minPlayers: number;
  caddie: (typeof SERVICE_LEVELS)[number];
  cart: (typeof SERVICE_LEVELS)[number];
  notice: string;
  description: string;
  precautions: string;
  courses: CourseDoc[];
  greenFees: GreenFeeDoc[];
  teeUps: TeeUpDoc[];
  /** null shows the placeholder picture. */
  image: ClubImageDoc | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What an edit may change: everything but the identity, the owner, the picture and the timestamps. */
export type ClubDetails = Omit<ClubDoc, "_id" | "ownerId" | "image" | "createdAt" | "updatedAt">;

export class ClubsRepository {
  readonly collection: Collection<ClubDoc>;

  constructor(db: Db) {
    this.collection = db.collection<ClubDoc>("clubs");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ ownerId: 1, createdAt: 1 }, { name: "owner_created" });
    // Administrators' list: every club, oldest first.
    await this.collection.createIndex({ createdAt: 1, _id: 1 }, { name: "created" });
  }

  insert(club: ClubDoc) {
    return this.collection.insertOne(club);
  }

  findById(id: ObjectId) {
    return this.collection.findOne({ _id: id });
  }

  /**
   * The club and what decides how `accountId` stands in it, in one round trip: their staff membership there
   * (`staff.club_account_unique`), that membership's role and the owner's account status (both by `_id`). Null when
   * the club does not exist. Read afresh on every call: nothing of it is kept between requests.
   */
  async findWithStanding(clubId: ObjectId, accountId: ObjectId) {
    const [found] = await this.collection
      .aggregate<ClubDoc & { membership: StaffDoc[]; role: RoleDoc[]; owner: AccountDoc["status"][] }>([
        { $match: { _id: clubId } },
        { $limit: 1 },
        {
          $lookup: {
            from: "staff",
            pipeline: [{ $match: { clubId, accountId } }, { $limit: 1 }],
            as: "membership",
          },
        },
        { $lookup: { from: "roles", localField: "membership.roleId", foreignField: "_id", as: "role" } },
        { $lookup: { from: "accounts", localField: "ownerId", foreignField: "_id", as: "owner" } },
        // Only the owner's status leaves the database.
        { $set: { owner: "$owner.status" } },
      ])
      .toArray();
    if (!found) return null;
    const { membership, role, owner, ...club } = found;
    return {
      club: club as ClubDoc,
      membership: membership[0] ?? null,
      role: role[0] ?? null,
      ownerStatus: owner[0] ?? null,
    };
  }

  findByOwnerId(ownerId: ObjectId) {
    return this.collection.find({ ownerId }).sort({ createdAt: 1 }).toArray();
  }

  /**
   * Clubs for administrators, oldest first like an owner's list: the first `limit` (whose name holds `q`, any
   * case), read in the order of the `created` index so the read stops there.
   */
  firstClubs(limit: number, q?: string) {
    const filter = q ? { name: { $regex: escapeRegex(q), $options: "i" } } : {};
    return this.collection
      .find(filter, { hint: "created" })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  /** The names of the clubs with these ids (what a list of another collection's rows shows). */
  async namesOf(ids: readonly ObjectId[]) {
    const clubs = await this.collection
      .find({ _id: { $in: [...ids] } }, { projection: { name: 1 } })
      .toArray();
    return new Map(clubs.map((c) => [c._id.toHexString(), c.name]));
  }

  updateDetails(id: ObjectId, details: ClubDetails, now: Date) {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...details, updatedAt: now } },
      { returnDocument: "after" },
    );
  }

  /** Sets or clears the picture and answers the club as it was, so the caller can remove the old file. */
  replaceImage(id: ObjectId, image: ClubImageDoc | null, now: Date) {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { image, updatedAt: now } },
      { returnDocument: "before" },
    );
  }
}
