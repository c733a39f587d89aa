import type { z } from "zod";

/**
 * A form control that holds nothing until the user picks something (a file input holds `null`). The contract's rule
 * already reports the empty value as its "required" issue, so the form reuses it and only widens what it may hold.
 */
export const startsEmpty = <T>(field: z.ZodType<T>) => field as z.ZodType<T, T | null>;
