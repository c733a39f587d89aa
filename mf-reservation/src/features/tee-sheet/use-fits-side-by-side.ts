import { type RefObject, useEffect, useLayoutEffect, useState } from "react";

/**
 * Whether the courses shown side by side fit the sheet's width. When they do not (several courses on a laptop,
 * say), the sheet shows one course at a time, as on a phone, rather than a table cut at the side. Measured after
 * each render: once the sheet scrolls sideways with more than one course it stops trying; a wider window lets it
 * try again.
 */
export function useFitsSideBySide(scroller: RefObject<HTMLElement | null>, shownCourses: number): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!fits || !element || shownCourses < 2) return;
    if (element.scrollWidth > element.clientWidth + 1) setFits(false);
  });
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver !== "function") return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > width) setFits(true);
      width = element.clientWidth;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);
  return fits;
}
