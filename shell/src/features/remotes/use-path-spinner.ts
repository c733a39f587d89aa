import { useEffect, useState } from "react";

/** spec §9: a spinner shows for about 1 second after each path change. */
export const SPINNER_MS = 1000;

/** `navigationKey` is unique per navigation (react-router's location.key). */
export function usePathSpinner(navigationKey: string): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(navigationKey), SPINNER_MS);
    return () => clearTimeout(timer);
  }, [navigationKey]);
  return settled !== navigationKey;
}
