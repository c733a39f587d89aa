import type { IssueCode } from "contracts/errors/codes";
import { invalidField } from "./api-error";
import { attachmentHeaders } from "./attachment";

/**
 * The one way an uploaded file enters the system (the corporate certificate today; later uploads reuse it) and
 * leaves it again. The request body is already capped by the body limit middleware while it streams in; here the
 * file's own limit is checked from its size before its bytes are read, its type is decided by its first bytes
 * (what the client claims is only compared), and a download is never something a browser would render or run.
 */

export type UploadType = "application/pdf" | "image/png" | "image/jpeg" | "image/webp";

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const signatures: Record<UploadType, (head: Uint8Array) => boolean> = {
  "application/pdf": (head) => startsWith(head, ascii("%PDF-")),
  "image/png": (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  "image/webp": (head) => startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8),
};
const headLength = 12;

/** The type the content is, judged by its signature; null for anything else. */
export function sniffType(head: Uint8Array): UploadType | null {
  for (const [type, matches] of Object.entries(signatures)) if (matches(head)) return type as UploadType;
  return null;
}

export interface UploadRule {
  /** The form field, for the 422 issue. */
  field: string;
  maxBytes: number;
  types: readonly UploadType[];
  issues: { tooLarge: IssueCode; wrongType: IssueCode };
}

export interface CheckedUpload {
  filename: string;
  contentType: UploadType;
  data: Uint8Array;
}

/** Keeps a name that is safe in a header and on any file system; the extension follows the checked type. */
function safeName(name: string, type: UploadType) {
  const base =
    name
      .replace(/\.[^.]*$/, "")
      .replace(/[^\w.-]+/g, "_")
      .replace(/^\.+/, "")
      .slice(0, 80) || "file";
  const extension = {
    "application/pdf": "pdf",
    "image/png": "png",
    "image/jpeg": "jpg",
    "image/webp": "webp",
  }[type];
  return `${base}.${extension}`;
}

/** 422 on the rule's field when the file is too large, or is not (or does not say it is) an allowed type. */
export async function checkUpload(file: File, rule: UploadRule): Promise<CheckedUpload> {
  if (file.size > rule.maxBytes) throw invalidField(rule.field, rule.issues.tooLarge);
  const head = new Uint8Array(await file.slice(0, headLength).arrayBuffer());
  const type = sniffType(head);
  // A file whose claimed type differs from its content is refused too, so its stored name, type and bytes agree.
  if (!type || !rule.types.includes(type) || file.type !== type)
    throw invalidField(rule.field, rule.issues.wrongType);
  return {
    filename: safeName(file.name, type),
    contentType: type,
    data: new Uint8Array(await file.arrayBuffer()),
  };
}

const servable = new Set<string>(Object.keys(signatures));

/**
 * Headers for sending a stored upload back: always a download, with a type that was checked on the way in (an
 * older file with any other stored type goes out as plain bytes), never sniffed and never run as a page.
 */
export const downloadHeaders = (file: { filename: string; contentType: string }) =>
  attachmentHeaders(
    file.filename,
    servable.has(file.contentType) ? file.contentType : "application/octet-stream",
  );
