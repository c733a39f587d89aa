import { type Db, GridFSBucket, type ObjectId } from "mongodb";

/** Uploaded files kept in one GridFS bucket: corporate certificates of business sign-ups, club pictures. */
export class FileStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName: string) {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  save(filename: string, contentType: string, data: Uint8Array): Promise<ObjectId> {
    return new Promise((resolve, reject) => {
      const upload = this.bucket.openUploadStream(filename, { metadata: { contentType } });
      upload.once("error", reject);
      upload.once("finish", () => resolve(upload.id));
      upload.end(data);
    });
  }

  async read(id: ObjectId) {
    const [file] = await this.bucket.find({ _id: id }).limit(1).toArray();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
    const contentType =
      typeof file.metadata?.contentType === "string" ? file.metadata.contentType : "application/octet-stream";
    return { filename: file.filename, contentType, data: new Uint8Array(Buffer.concat(chunks)) };
  }

  async remove(id: ObjectId) {
    await this.bucket.delete(id).catch(() => undefined);
  }
}
