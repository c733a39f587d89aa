import type { Document } from "bson";
import { isPlainObject, plain } from "../engine/values";
import { badValue, MongoCommandError } from "../errors";

const num = (v: unknown): number => Number(plain(v) ?? 0);

/** The fail points this server offers (with test commands on), as mongod names them. */
const KNOWN = new Set(["failCommand", "failGetMoreAfterCursorCheckout"]);

interface FailPoint {
  mode: "alwaysOn" | "times" | "skip";
  /** What is left of `times`, or of `skip` before it starts failing. */
  n: number;
  data: Document;
  hits: number;
}

/** Names of the codes fail points are usually set to answer, for the reply's codeName (as mongod gives it). */
const CODE_NAMES: Record<number, string> = {
  2: "BadValue",
  6: "HostUnreachable",
  7: "HostNotFound",
  8: "UnknownError",
  20: "IllegalOperation",
  24: "LockTimeout",
  43: "CursorNotFound",
  50: "MaxTimeMSExpired",
  64: "WriteConcernFailed",
  89: "NetworkTimeout",
  91: "ShutdownInProgress",
  100: "UnsatisfiableWriteConcern",
  112: "WriteConflict",
  133: "FailedToSatisfyReadPreference",
  136: "CappedPositionLost",
  189: "PrimarySteppedDown",
  234: "RetryChangeStream",
  237: "CursorKilled",
  251: "NoSuchTransaction",
  262: "ExceededTimeLimit",
  280: "ChangeStreamFatalError",
  286: "ChangeStreamHistoryLost",
  9001: "SocketException",
  10107: "NotWritablePrimary",
  11000: "DuplicateKey",
  11600: "InterruptedAtShutdown",
  11601: "Interrupted",
  11602: "InterruptedDueToReplStateChange",
  13388: "StaleConfig",
  13435: "NotPrimaryNoSecondaryOk",
  13436: "NotPrimaryOrSecondary",
};

/** Codes after which a driver retries a write, so mongod labels such an error of a retryable write. */
export const codeName = (code: number) => CODE_NAMES[code] ?? `Location${code}`;

/** What a failing command does instead of (or besides) running. */
export interface Failure {
  blockMs: number;
  close: boolean;
  reply?: Document;
  writeConcernError?: Document;
  /**
   * The error came after the cursor was checked out (`failGetMoreAfterCursorCheckout`), so mongod knows it is a change
   * stream's and labels it as it labels a real error; `failCommand` fails before that, and adds no such label.
   */
  afterCheckout?: boolean;
  /** The fail point's `errorLabels`, also put on a reply that carries only its write concern error. */
  errorLabels?: string[];
}

/**
 * mongod's test-only fail points (`configureFailPoint`, offered only with `enableTestCommands`): `failCommand`
 * makes chosen commands fail, close the connection, wait, or answer a write concern error;
 * `failGetMoreAfterCursorCheckout` fails getMores.
 */
export class FailPoints {
  private readonly points = new Map<string, FailPoint>();

  configure(cmd: Document): Document {
    const name = String(cmd.configureFailPoint);
    if (!KNOWN.has(name))
      throw badValue(
        `Cannot find failpoint ${name}: this embedded server offers only ${[...KNOWN].join(", ")}`,
      );
    const previous = this.points.get(name)?.hits ?? 0;
    const mode = cmd.mode;
    const data = isPlainObject(cmd.data) ? (cmd.data as Document) : {};
    if (mode === "off") this.points.delete(name);
    else if (mode === "alwaysOn") this.points.set(name, { mode: "alwaysOn", n: 0, data, hits: 0 });
    else if (isPlainObject(mode) && mode.times !== undefined)
      this.points.set(name, { mode: "times", n: num(mode.times), data, hits: 0 });
    else if (isPlainObject(mode) && mode.skip !== undefined)
      this.points.set(name, { mode: "skip", n: num(mode.skip), data, hits: 0 });
    else
      throw new MongoCommandError(
        238,
        "NotImplemented",
        `fail point mode ${JSON.stringify(mode)} is not supported by this embedded server (alwaysOn, off, times, skip)`,
      );
    return { count: previous, ok: 1 };
  }

  /** Whether the fail point fires now (counting it as a hit). */
  private fire(name: string, applies: (data: Document) => boolean): FailPoint | null {
    const point = this.points.get(name);
    if (!point || !applies(point.data)) return null;
    if (point.mode === "skip" && point.n > 0) {
      point.n--;
      return null;
    }
    if (point.mode === "times") {
      if (point.n <= 0) return null;
      if (--point.n === 0) this.points.delete(name);
    }
    point.hits++;
    return point;
  }

  /** How `failCommand` changes this command, if it does. */
  failure(name: string, appName: string | undefined): Failure | null {
    if (!this.points.size || name === "configureFailPoint") return null;
    const point = this.fire("failCommand", (data) => {
      const names = Array.isArray(data.failCommands) ? data.failCommands.map(String) : [];
      if (!names.includes(name)) return false;
      return data.appName === undefined || data.appName === appName;
    });
    if (point) return failureOf(point.data);
    if (name === "getMore") {
      const getMore = this.fire("failGetMoreAfterCursorCheckout", () => true);
      if (getMore) return { ...failureOf({ errorCode: getMore.data.errorCode ?? 96 }), afterCheckout: true };
    }
    return null;
  }
}

function failureOf(data: Document): Failure {
  const failure: Failure = {
    blockMs: data.blockConnection === true ? num(data.blockTimeMS) : 0,
    close: data.closeConnection === true,
  };
  if (data.errorCode !== undefined) {
    const code = num(data.errorCode);
    const reply: Document = {
      ok: 0,
      errmsg: "Failing command via 'failCommand' failpoint",
      code,
      codeName: codeName(code),
    };
    if (Array.isArray(data.errorLabels)) reply.errorLabels = data.errorLabels;
    failure.reply = reply;
  }
  if (isPlainObject(data.writeConcernError)) failure.writeConcernError = data.writeConcernError as Document;
  if (Array.isArray(data.errorLabels)) failure.errorLabels = data.errorLabels.map(String);
  return failure;
}
