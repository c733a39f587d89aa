/**
 * The release card (joining the line, the golfer's entry, the turn's booking, the proof of work's solver) in its own
 * chunk, fetched only for a club that releases its days at a set time. Apart from `load-steps.ts`: the card books
 * with the tee-time search, which prefetches the steps.
 */
export const loadReleases = () => import("./release/release-cards");
