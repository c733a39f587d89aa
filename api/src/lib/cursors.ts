import { isRealDate } from "contracts/domains/common/dates";
import { ObjectId } from "mongodb";
import { invalidField } from "./api-error";

/**
 * The cursors of keyset-paged lists: the sort key of a page's last row, so the next page reads on from there in
 * the index instead of skipping rows. Opaque to clients (base64url of the key's parts); one that does not decode
 * to a well-formed key answers 422 `cursor_invalid` on `cursor`.
 */
const encode = (...parts: string[]) => Buffer.from(parts.join("|"), "utf8").toString("base64url");

function decode(cursor: string, parts: number): string[] {
  const fields = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (fields.length !== parts || encode(...fields) !== cursor) throw invalidField("cursor", "cursor_invalid");
  return fields;
}

const objectIdOf = (hex: string | undefined) => {
  if (!hex || !/^[0-9a-f]{24}$/.test(hex)) throw invalidField("cursor", "cursor_invalid");
  return new ObjectId(hex);
};

/** The audit trail's: when the entry was written and its id (newest first, the id breaking ties). */
export const auditCursor = {
  encode: (row: { at: Date; _id: ObjectId }) => encode(String(row.at.getTime()), row._id.toHexString()),
  decode(cursor: string): { at: Date; id: ObjectId } {
    const [ms, id] = decode(cursor, 2);
    if (!ms || !/^\d{1,15}$/.test(ms)) throw invalidField("cursor", "cursor_invalid");
    return { at: new Date(Number(ms)), id: objectIdOf(id) };
  },
};

/** The reservation list's: date, tee time and id (by date and tee time from the earliest, the id breaking ties). */
export const reservationCursor = {
  encode: (row: { date: string; teeTime: string; _id: ObjectId }) =>
    encode(row.date, row.teeTime, row._id.toHexString()),
  decode(cursor: string): { date: string; teeTime: string; id: ObjectId } {
    const [date, teeTime, id] = decode(cursor, 3);
    if (
      !date ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      !isRealDate(date) ||
      !teeTime ||
      !/^\d{2}:\d{2}$/.test(teeTime)
    )
      throw invalidField("cursor", "cursor_invalid");
    return { date, teeTime, id: objectIdOf(id) };
  },
};
