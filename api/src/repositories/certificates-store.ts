import { type Db, GridFSBucket, type ObjectId } from "mongodb";

/** Corporate certificates of business sign-ups, kept in GridFS (bucket `certificates`). */
export class CertificatesStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: "certificates" });
  }

  save(filename: string, contentType: string, data: Uint8Array): Promise<ObjectId> {
    return new Promise((resolve, reject) => {
      const upload = this.bucket.openUploadStream(filename, { metadata: { contentType } });
      upload.once("error", reject);
      upload.once("finish", () => resolve(upload.id));
      upload.end(data);
    });
  }

  async remove(id: ObjectId) {
    await this.bucket.delete(id).catch(() => undefined);
  }
}
