import type { TeeTimeSearch } from "../tee-time-search";

/**
 * The booking page's tee-time search, handed to the card by the page: imported by the card's chunk, it would leave
 * the page's first chunk less tightly bundled, and heavier.
 */
export type Search = typeof TeeTimeSearch;
