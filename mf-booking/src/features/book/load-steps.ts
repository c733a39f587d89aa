/**
 * The booking page's later steps, each in its own chunk (`lazy-step.tsx`, the code and texts of `steps/`): the first load carries only the club and
 * the tee-time search. Pointing at the way to a step (a tee time, the waitlist button) fetches it ahead of the click.
 */
export const loadGolferForm = () => import("./steps/golfer-form");
export const loadJoinWaitlist = () => import("./steps/join-waitlist");
export const loadBooked = () => import("./steps/booked");
