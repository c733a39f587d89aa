import type { Collection, Db, ObjectId } from "mongodb";

export interface ClubDoc {
  _id: ObjectId;
  ownerId: ObjectId;
  name: string;
  city: string;
  country: string;
  /** GridFS file id or URL of the club picture; null shows the placeholder. */
  imageRef: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export class ClubsRepository {
  readonly collection: Collection<ClubDoc>;

  constructor(db: Db) {
    this.collection = db.collection<ClubDoc>("clubs");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ ownerId: 1, createdAt: 1 }, { name: "owner_created" });
  }

  insert(club: ClubDoc) {
    return this.collection.insertOne(club);
  }

  findById(id: ObjectId) {
    return this.collection.findOne({ _id: id });
  }

  findByOwnerId(ownerId: ObjectId) {
    return this.collection.find({ ownerId }).sort({ createdAt: 1 }).toArray();
  }
}
