import { type LiveReservationEvent, liveReservationEventSchema } from "contracts/domains/live/schemas";
import { urlOf } from "contracts/endpoints/endpoint";
import { getClubLive } from "contracts/endpoints/live";
import { useEffect, useState } from "react";
import { usePlatform } from "../remote/platform-context";
import { liveKeys } from "./live-keys";
import { type LiveStatus, openLiveStream } from "./live-stream";

/** Events this close together refresh the screens once: a burst of bookings is one read, not one per booking. */
const COALESCE_MS = 150;
/** How long a changed row stays marked. */
const MARK_MS = 3_000;

export interface ClubLive {
  status: LiveStatus;
  /** The reservations changed in the last few seconds, for a screen to mark their rows. */
  changed: ReadonlySet<string>;
}

/**
 * Follows a club's booking changes while a screen is open (`GET /clubs/{clubId}/live` through the platform's API
 * base and session): each change invalidates the club's booking reads and the day's figures (`liveKeys`), so
 * whatever screen shows them reads them again; a `reset` (the stream could not resume) does the same. Nothing polls:
 * the stream is the only source, and it reconnects by itself (`status` says `reconnecting` meanwhile).
 */
export function useClubLive(clubId: string): ClubLive {
  const { config, session, queries } = usePlatform();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!clubId) return undefined;
    let flush: ReturnType<typeof setTimeout> | undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const refresh = () => {
      flush ??= setTimeout(() => {
        flush = undefined;
        for (const queryKey of liveKeys.all(clubId)) void queries.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    };
    const mark = (event: LiveReservationEvent) => {
      setChanged((before) => new Set(before).add(event.id));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setChanged((before) => {
          const after = new Set(before);
          after.delete(event.id);
          return after;
        });
      }, MARK_MS);
      timers.add(timer);
    };
    const stream = openLiveStream({
      url: `${config.apiBaseUrl}${urlOf(getClubLive, { clubId })}`,
      headers: (): Record<string, string> => {
        const token = session.get("signToken");
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
      onStatus: setStatus,
      onEvent: (event) => {
        // A reset, and a waitlist change (the desk's waitlist is read under the bookings' key), read again.
        if (event.event === "reset" || event.event === "waitlist") return refresh();
        if (event.event !== "reservation") return;
        const parsed = liveReservationEventSchema.safeParse(safeJson(event.data));
        if (!parsed.success) return;
        mark(parsed.data);
        refresh();
      },
    });
    return () => {
      stream.close();
      clearTimeout(flush);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [clubId, config.apiBaseUrl, session, queries]);

  return { status, changed };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
