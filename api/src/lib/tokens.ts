import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: sent to the client once, never stored. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Only this digest is stored, so a database leak exposes no usable session or link token. */
export const tokenDigest = (token: string) => createHash("sha256").update(token).digest("base64url");
