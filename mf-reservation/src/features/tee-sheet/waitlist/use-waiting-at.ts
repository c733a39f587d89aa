import { useTexts } from "platform/i18n/use-texts";
import { deskWaitlistTexts } from "./texts";
import { useDeskWaitlist } from "./use-desk-waitlist";

/**
 * How many parties in line would take each tee time of the day on the courses shown (their window holds it and
 * their course is one of them or any), as the sheet says it under the time; null for none.
 */
export function useWaitingAt(date: string, courseIds: readonly string[]) {
  const { t } = useTexts(deskWaitlistTexts);
  const entries = useDeskWaitlist(date).data?.entries ?? [];
  const waiting = entries.filter(
    (entry) => entry.state === "waiting" && (!entry.courseId || courseIds.includes(entry.courseId)),
  );
  return (teeTime: string) => {
    const count = waiting.filter((entry) => entry.from <= teeTime && teeTime <= entry.to).length;
    return count > 0 ? t("deskWaitlist.waitingAt", { count }) : null;
  };
}
